// Each language's declarations of local names, as captures of the use query (extract-uses.ts says what each
// capture means): the scopes, the names declared in them, and the declarations whose name belongs to the scope
// around them. Scopes are function-level with a few block-like exceptions (loop heads, catch clauses): a name a
// nested block declares is taken as the whole function's, which can only drop a use, never make a false one.
import type { LanguageId } from './load-language.js';

/** Declarations both script grammars share; each adds its own parameters. */
const SCRIPT_LOCALS = `
(class name: (_) @local)
(function_expression name: (identifier) @local)
(generator_function_declaration name: (identifier) @outer) @decl
(arrow_function parameter: (identifier) @local)
(variable_declarator name: (identifier) @local)
(shorthand_property_identifier_pattern) @bound
(pair_pattern value: (identifier) @bound)
(array_pattern (identifier) @bound)
(rest_pattern (identifier) @bound)
(assignment_pattern left: (identifier) @bound)
(catch_clause parameter: (identifier) @local)
(for_in_statement left: (identifier) @local)
`;
/** Function-like nodes, and the loops and catch clauses whose heads declare names for them alone. */
const SCRIPT_SCOPES = '(function_declaration) (function_expression) (arrow_function) (method_definition) (generator_function_declaration) (generator_function) (for_in_statement) (for_statement) (catch_clause) (class)';
const TYPED_LOCALS = `
[${SCRIPT_SCOPES} (class_declaration) (abstract_class_declaration) (interface_declaration) (type_alias_declaration) (function_signature) (method_signature) (function_type) (constructor_type) (index_signature)] @scope
(function_declaration name: (identifier) @outer) @decl
(class_declaration name: (type_identifier) @outer) @decl
(abstract_class_declaration name: (type_identifier) @outer) @decl
(interface_declaration name: (type_identifier) @outer) @decl
(type_alias_declaration name: (type_identifier) @outer) @decl
(enum_declaration name: (identifier) @outer) @decl
(required_parameter pattern: (identifier) @local)
(optional_parameter pattern: (identifier) @local)
(type_parameter name: (type_identifier) @local)
(type_parameter (ERROR (identifier) @local))
(type_parameters (ERROR (identifier) @local))
(conditional_type) @cond
(infer_type (type_identifier) @infer)
(mapped_type_clause name: (type_identifier) @local)
(import_alias . (identifier) @bound)
${SCRIPT_LOCALS}`;
const JS_LOCALS = `
[${SCRIPT_SCOPES}] @scope
(function_declaration name: (identifier) @outer) @decl
(class_declaration name: (identifier) @outer) @decl
(formal_parameters (identifier) @local)
${SCRIPT_LOCALS}`;
/**
 * Python: an assignment anywhere in a function makes the name local to the whole function, unless the function
 * declares it `global` or `nonlocal`; a comprehension and a lambda are scopes of their own. A `match` statement's
 * patterns bind their captures (`case x`, `case [a, *rest]`, `case {"k": v, **kw}`, `case P(x=px) as p`); a dotted
 * name (`Color.RED`) is a value, and a class pattern's class a class, neither bound. Names unpacked (`a, (b, c) =`,
 * `for (k, v) in`, `[m, n] =`) and an `as` target (`with … as (a, b)`, `except E as e`) are captured whole and their
 * names read from them (extract-uses.ts declaredNames): the alias read by its child's form cost the query's compile
 * about 1.3 ms on the baseline tier, with tuples and lists read too about 2.
 */
const PYTHON_LOCALS = `
[(function_definition) (lambda) (list_comprehension) (set_comprehension) (dictionary_comprehension) (generator_expression)] @scope
(function_definition name: (identifier) @outer) @decl
(class_definition name: (identifier) @outer) @decl
(parameters (identifier) @local)
(lambda_parameters (identifier) @local)
(default_parameter name: (identifier) @local)
(typed_parameter (identifier) @local)
(typed_default_parameter name: (identifier) @local)
(list_splat_pattern (identifier) @local)
(dictionary_splat_pattern (identifier) @local)
(assignment left: (identifier) @local)
(augmented_assignment left: (identifier) @local)
(for_statement left: (identifier) @local)
(for_in_clause left: (identifier) @local)
[(pattern_list) (tuple_pattern) (list_pattern) (as_pattern_target)] @locals
(named_expression name: (identifier) @local)
(case_pattern (dotted_name . (identifier) @local .))
(keyword_pattern (dotted_name . (identifier) @local .))
(splat_pattern (identifier) @local)
(case_pattern (as_pattern (identifier) @local))
(global_statement (identifier) @global)
(nonlocal_statement (identifier) @global)
[(class_definition type_parameters: (type_parameter) @tparams) (function_definition type_parameters: (type_parameter) @tparams) (type_alias_statement left: (type (generic_type (type_parameter) @tparams)))] @cond
`;


/**
 * Go: parameters (named results too), a method's receiver (its type's `self`, unless a block of the method declares
 * its name again), type parameters (a generic receiver's too), `:=`, `var` and `const` inside a function,
 * range and type-switch names, a select case's `:=`, and a type declared inside a function. A parameter declaration
 * and a `const` spec are captured whole (@locals) and their names read from them (extract-uses.ts declaredNames):
 * captured by field, a `const x, y = …` gave only its first name, and the grammar reads the first names of a long
 * `a, b, …, n int` as parameters of those types. Go's own rule that a `:=` name is in scope only after its statement
 * is not kept: `config := config()` drops the call.
 */
const GO_LOCALS = `
[(function_declaration) (method_declaration) (func_literal) (type_spec)] @scope
(type_spec name: (type_identifier) @outer) @decl
(method_declaration receiver: (parameter_list (parameter_declaration name: (identifier) @receiver)))
(method_declaration receiver: (parameter_list (parameter_declaration type: (generic_type type_arguments: (type_arguments (type_elem (type_identifier) @local))))))
(method_declaration receiver: (parameter_list (parameter_declaration type: (pointer_type (generic_type type_arguments: (type_arguments (type_elem (type_identifier) @local)))))))
(parameter_declaration) @locals
(variadic_parameter_declaration name: (identifier) @local)
(type_parameter_declaration name: (identifier) @local)
(short_var_declaration left: (expression_list (identifier) @local))
(var_spec name: (identifier) @local)
(const_spec) @locals
(range_clause left: (expression_list (identifier) @local))
(type_switch_statement alias: (expression_list (identifier) @local))
(receive_statement left: (expression_list (identifier) @local) ":=")
`;

/**
 * Rust: parameters and closure parameters, the names let, for, if let, while let and match patterns bind, and type
 * parameters of functions and of the items that take them, and the items a function's body declares (`struct
 * Print(…);` inside a function is the function's own, no definition of the file), or a const's or a static's value
 * does (`const _: () = { struct __Origin; … };`, as macros expand to), and a module a function's body declares
 * holds its items (one level: a module in it holds none; a path through such a module, `inner::Z`, is the
 * function's own, so what the module passes on with a `use` is no use either). A lower-case name alone in a
 * pattern binds; a capitalised one is a constant, a unit struct or an enum variant, a use.
 */
const RUST_LOCALS = `
[(function_item) (function_signature_item) (closure_expression) (impl_item) (trait_item) (struct_item) (enum_item) (union_item) (type_item) (for_expression) (match_arm) (const_item) (static_item)] @scope
(parameter pattern: (identifier) @local)
(closure_parameters (identifier) @local)
(let_declaration pattern: (identifier) @local)
(for_expression pattern: (identifier) @local)
(field_pattern name: (shorthand_field_identifier) @local)
(field_pattern pattern: (identifier) @local)
(mut_pattern (identifier) @local)
(ref_pattern (identifier) @local)
(captured_pattern . (identifier) @local)
((tuple_pattern (identifier) @local) (#match? @local "^[a-z_]"))
((tuple_struct_pattern type: (_) (identifier) @local) (#match? @local "^[a-z_]"))
((slice_pattern (identifier) @local) (#match? @local "^[a-z_]"))
((reference_pattern (identifier) @local) (#match? @local "^[a-z_]"))
((match_pattern (identifier) @local) (#match? @local "^[a-z_]"))
((let_condition pattern: (identifier) @local) (#match? @local "^[a-z_]"))
(type_parameter name: (type_identifier) @local)
(block (struct_item name: (type_identifier) @outer) @decl)
(block (enum_item name: (type_identifier) @outer) @decl)
(block (union_item name: (type_identifier) @outer) @decl)
(block (type_item name: (type_identifier) @outer) @decl)
(block (trait_item name: (type_identifier) @outer) @decl)
(block (function_item name: (identifier) @outer) @decl)
(block (const_item name: (identifier) @outer) @decl)
(block (static_item name: (identifier) @outer) @decl)
(block (mod_item) @scope)
(block (mod_item name: (identifier) @outer) @decl)
(block (mod_item body: (declaration_list [(struct_item name: (type_identifier) @outer) (enum_item name: (type_identifier) @outer) (union_item name: (type_identifier) @outer) (type_item name: (type_identifier) @outer) (trait_item name: (type_identifier) @outer) (function_item name: (identifier) @outer) (const_item name: (identifier) @outer) (static_item name: (identifier) @outer)] @decl)))
`;

/**
 * Java: parameters (a lambda's too), local variables, for, for-each, catch and try-with-resources names, pattern
 * names (`instanceof T t`, `case T t`) and type parameters; a class's fields are its members, never locals.
 */
const JAVA_LOCALS = `
[(method_declaration) (constructor_declaration) (compact_constructor_declaration) (lambda_expression) (class_declaration) (interface_declaration) (record_declaration) (enum_declaration) (for_statement) (enhanced_for_statement) (catch_clause) (try_with_resources_statement)] @scope
(formal_parameter name: (identifier) @local)
(spread_parameter (variable_declarator name: (identifier) @local))
(local_variable_declaration declarator: (variable_declarator name: (identifier) @local))
(enhanced_for_statement name: (identifier) @local)
(catch_formal_parameter name: (identifier) @local)
(resource name: (identifier) @local)
(inferred_parameters (identifier) @local)
(lambda_expression parameters: (identifier) @local)
(instanceof_expression name: (identifier) @local)
(type_pattern (identifier) @local)
(record_pattern_component (identifier) @local)
(type_parameter (type_identifier) @local)
`;

/**
 * C#: parameters (a lambda's and a local function's too), local variables and deconstructions, for, foreach, using
 * and catch names, pattern and `out var` names and type parameters; a class's fields are its members.
 */
const CSHARP_LOCALS = `
[(method_declaration) (constructor_declaration) (local_function_statement) (lambda_expression) (anonymous_method_expression) (accessor_declaration) (class_declaration) (struct_declaration) (interface_declaration) (record_declaration) (for_statement) (foreach_statement) (catch_clause) (using_statement)] @scope
(local_function_statement name: (identifier) @outer) @decl
(parameter name: (identifier) @local)
(parameter_list name: (identifier) @local)
(implicit_parameter) @local
(type_parameter name: (identifier) @local)
(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @local)))
(local_declaration_statement (variable_declaration (variable_declarator (tuple_pattern name: (identifier) @local))))
(for_statement initializer: (variable_declaration (variable_declarator name: (identifier) @local)))
(using_statement (variable_declaration (variable_declarator name: (identifier) @local)))
(foreach_statement left: (identifier) @local)
(catch_declaration name: (identifier) @local)
(declaration_pattern name: (identifier) @local)
(declaration_expression name: (identifier) @local)
`;

/**
 * C++: parameters and local declarations, through init, pointer, reference and array declarators (matched on their
 * own, not under each declaration form: the grammar's query analysis made that three times dearer to compile),
 * template parameters, structured bindings, range-for and catch names; a class's fields are field identifiers, its
 * members, never locals.
 */
const CPP_LOCALS = `
[(function_definition) (lambda_expression) (template_declaration) (for_statement) (for_range_loop) (catch_clause)] @scope
(parameter_declaration declarator: (identifier) @local)
(optional_parameter_declaration declarator: (identifier) @local)
(declaration declarator: (identifier) @local)
(init_declarator declarator: (identifier) @local)
(pointer_declarator declarator: (identifier) @local)
(reference_declarator (identifier) @local)
(array_declarator declarator: (identifier) @local)
(variadic_declarator (identifier) @local)
(structured_binding_declarator (identifier) @local)
(lambda_capture_initializer left: (identifier) @local)
(for_range_loop declarator: (identifier) @local)
(type_parameter_declaration (type_identifier) @local)
(variadic_type_parameter_declaration (type_identifier) @local)
(optional_type_parameter_declaration name: (type_identifier) @local)
`;

/**
 * Ruby: a method's, a block's and a lambda's parameters, and names assigned inside them (Ruby makes an assigned name
 * a local from there on; here, the whole scope's), `for` and `rescue => e` names.
 */
const RUBY_LOCALS = `
[(method) (singleton_method) (block) (do_block) (lambda)] @scope
(method_parameters (identifier) @local)
(lambda_parameters (identifier) @local)
(block_parameters (identifier) @local)
(destructured_parameter (identifier) @local)
(optional_parameter name: (identifier) @local)
(splat_parameter name: (identifier) @local)
(hash_splat_parameter name: (identifier) @local)
(keyword_parameter name: (identifier) @local)
(block_parameter name: (identifier) @local)
(assignment left: (identifier) @local)
(left_assignment_list (identifier) @local)
(operator_assignment left: (identifier) @local)
(for pattern: (identifier) @local)
(exception_variable (identifier) @local)
`;

/** Per language, the locals part of its use query (PHP's variables and Bash's commands need none). */
export const LOCALS: Partial<Record<LanguageId, string>> = {
  typescript: TYPED_LOCALS,
  tsx: TYPED_LOCALS,
  javascript: JS_LOCALS,
  python: PYTHON_LOCALS,
  go: GO_LOCALS,
  rust: RUST_LOCALS,
  java: JAVA_LOCALS,
  csharp: CSHARP_LOCALS,
  cpp: CPP_LOCALS,
  ruby: RUBY_LOCALS,
};
