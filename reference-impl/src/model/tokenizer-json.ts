// Reads a HuggingFace tokenizers JSON into the word tokenizer and normaliser the embedder needs.
import { createBpe } from './bpe.js';
import { ModelError } from './model-error.js';
import { createUnigram } from './unigram.js';
import type { TextNormalizer, WordTokenizer } from './word-tokenizer.js';
import { createWordPiece } from './wordpiece.js';

export interface ParsedTokenizer {
  tokenizer: WordTokenizer;
  normalizer: TextNormalizer;
}

type Json = Record<string, unknown>;

export function parseTokenizerJson(text: string, file: string): ParsedTokenizer {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new ModelError('model_corrupt', file, `not valid JSON (${(err as Error).message})`, { cause: err });
  }
  if (!isObject(doc) || !isObject(doc.model)) throw new ModelError('model_corrupt', file, 'no "model" object: not a tokenizers JSON file');
  return { tokenizer: buildModel(doc.model, doc.pre_tokenizer, file), normalizer: buildNormalizer(doc.normalizer) };
}

function buildModel(model: Json, preTokenizer: unknown, file: string): WordTokenizer {
  const type = typeof model.type === 'string' ? model.type : inferType(model);
  const unkToken = typeof model.unk_token === 'string' ? model.unk_token : null;
  if (type === 'WordPiece') {
    return createWordPiece({
      vocab: readVocabMap(model.vocab, file),
      unkToken,
      prefix: typeof model.continuing_subword_prefix === 'string' ? model.continuing_subword_prefix : '##',
      maxChars: typeof model.max_input_chars_per_word === 'number' ? model.max_input_chars_per_word : 100,
    });
  }
  if (type === 'Unigram') {
    if (!Array.isArray(model.vocab) || !model.vocab.every((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number')) {
      throw new ModelError('model_corrupt', file, 'a Unigram "model.vocab" must be a list of [piece, score] pairs');
    }
    return createUnigram({
      pieces: model.vocab as Array<[string, number]>,
      unkId: typeof model.unk_id === 'number' ? model.unk_id : null,
      marker: '▁',
    });
  }
  if (type === 'BPE') {
    const byteLevel = hasPreTokenizer(preTokenizer, 'ByteLevel');
    return createBpe({
      vocab: readVocabMap(model.vocab, file),
      merges: readMerges(model.merges, file),
      unkToken,
      marker: byteLevel ? 'Ġ' : hasPreTokenizer(preTokenizer, 'Metaspace') ? '▁' : '',
      byteLevel,
      continuingPrefix: typeof model.continuing_subword_prefix === 'string' ? model.continuing_subword_prefix : '',
      endOfWordSuffix: typeof model.end_of_word_suffix === 'string' ? model.end_of_word_suffix : '',
    });
  }
  throw new ModelError('model_unsupported_tokenizer', file, `model.type ${JSON.stringify(type)} is not supported; use WordPiece, Unigram or BPE`);
}

function inferType(model: Json): string {
  if (Array.isArray(model.vocab)) return 'Unigram';
  if (Array.isArray(model.merges)) return 'BPE';
  return 'WordPiece';
}

function readVocabMap(vocab: unknown, file: string): Map<string, number> {
  if (!isObject(vocab)) throw new ModelError('model_corrupt', file, '"model.vocab" must be an object mapping tokens to ids');
  const map = new Map<string, number>();
  for (const [token, id] of Object.entries(vocab)) {
    if (!Number.isSafeInteger(id) || (id as number) < 0) {
      throw new ModelError('model_corrupt', file, `vocabulary token ${JSON.stringify(token)} has id ${JSON.stringify(id)}, expected a non-negative integer`);
    }
    map.set(token, id as number);
  }
  return map;
}

function readMerges(merges: unknown, file: string): Array<[string, string]> {
  if (merges === undefined) return [];
  if (!Array.isArray(merges)) throw new ModelError('model_corrupt', file, '"model.merges" must be a list');
  return merges.map((m, i) => {
    const pair = typeof m === 'string' ? m.split(' ') : m;
    if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((p) => typeof p === 'string')) {
      throw new ModelError('model_corrupt', file, `merge #${i} is neither "a b" nor ["a", "b"]`);
    }
    return pair as [string, string];
  });
}

function hasPreTokenizer(node: unknown, type: string): boolean {
  if (!isObject(node)) return false;
  if (node.type === type) return true;
  return Array.isArray(node.pretokenizers) && node.pretokenizers.some((p) => hasPreTokenizer(p, type));
}

/** Honours lowercasing, accent stripping and Unicode forms; other normalisers do not change words. */
export function buildNormalizer(node: unknown): TextNormalizer {
  const steps: Array<(s: string) => string> = [];
  let lowercase = false;
  const visit = (n: unknown): void => {
    if (!isObject(n)) return;
    switch (n.type) {
      case 'Sequence':
        if (Array.isArray(n.normalizers)) n.normalizers.forEach(visit);
        return;
      case 'BertNormalizer': {
        const lower = n.lowercase !== false;
        if (lower) {
          lowercase = true;
          steps.push((s) => s.toLowerCase());
        }
        // BERT strips accents when asked, or by default whenever it lowercases.
        if (n.strip_accents === true || (n.strip_accents == null && lower)) steps.push(stripAccents);
        return;
      }
      case 'Lowercase':
        lowercase = true;
        steps.push((s) => s.toLowerCase());
        return;
      case 'StripAccents':
        steps.push(stripAccents);
        return;
      case 'NFC':
      case 'NFD':
      case 'NFKC':
      case 'NFKD': {
        const form = n.type;
        steps.push((s) => s.normalize(form));
        return;
      }
      default:
        return;
    }
  };
  visit(node);
  return { lowercase, normalize: (text) => steps.reduce((s, f) => f(s), text) };
}

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{Mn}/gu, '');
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
