// Writers for the three files of the model2vec layout: config.json, tokenizer.json, model.safetensors.

/** config.json as model2vec writes it for a distilled static model. */
export function buildConfig(dim: number): object {
  return {
    model_type: 'model2vec',
    architectures: ['StaticModel'],
    tokenizer_name: 'm1nd-conformance/tiny-fixture-model',
    apply_pca: null,
    apply_zipf: false,
    hidden_dim: dim,
    seq_length: 1000000,
    normalize: true,
  };
}

/** A HuggingFace tokenizers JSON document with a lowercasing BERT normaliser and a WordPiece model. */
export function buildWordPieceTokenizer(vocab: readonly string[], specials: readonly string[], unk: string): object {
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: specials.map((content) => ({
      id: vocab.indexOf(content),
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: null,
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: unk,
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(vocab.map((token, id) => [token, id])),
    },
  };
}

/** A safetensors file holding one F32 tensor; the header is space-padded to 8 bytes as the format's writers do. */
export function encodeF32Safetensors(name: string, rows: readonly Float64Array[], dim: number): Buffer {
  const data = Buffer.alloc(rows.length * dim * 4);
  rows.forEach((row, r) => {
    if (row.length !== dim) throw new Error(`row ${r} of tensor ${name} has ${row.length} values, expected ${dim}`);
    for (let i = 0; i < dim; i++) data.writeFloatLE(row[i] as number, (r * dim + i) * 4);
  });
  const header = {
    __metadata__: { format: 'pt' },
    [name]: { dtype: 'F32', shape: [rows.length, dim], data_offsets: [0, data.length] },
  };
  let json = JSON.stringify(header);
  json += ' '.repeat((8 - (Buffer.byteLength(json) % 8)) % 8);
  const len = Buffer.alloc(8);
  len.writeBigUInt64LE(BigInt(Buffer.byteLength(json)));
  return Buffer.concat([len, Buffer.from(json, 'utf8'), data]);
}
