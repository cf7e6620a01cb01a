// Package eval is a small calculator language over CuTe's layout algebra:
// one statement a line, either an expression or `name = expression`,
// evaluated by package engine. It is what `cutetui eval` runs and what the
// tutor's live panes and exercises evaluate. docs/eval.md describes the
// language for users.
//
// The pieces, in the manner of robpike.io/ivy, each in its own file:
//
//	scan/               the tokens of a statement: scan.Cpp, scan.DSL (package scan)
//	parse/              the syntax tree and the C++ reader (package parse)
//	syntax.go           parse's nodes under their names here
//	value/              the values: kinds, printing (C++'s and the DSL's), sizes, comparison (package value)
//	readback.go         reading back what cutetui and C++'s print write
//	env.go              Env: variables, Exec, ExecBlock, ParseLayout
//	exec.go             evaluation of literals, tuples, tilers, layouts and `o`
//	exec_type.go        the values of C++ type spellings: atoms, element types, majors
//	tensor_composed.go  slices and partitions of a tensor of a composed layout
//	fragment_tmem.go    make_fragment_C of an UMMA atom: a TMEM tensor
//	apply.go            calls: of built-ins, and of values on coordinates
//	args.go             typed adapters from arguments to the engine's types
//	untraced.go         the engine's algebra functions as untraced function values
//	arith.go            integer + - * and shape / %
//	library.go          Library, Func, WithLibrary: functions added from outside (the hardware models)
//	builtin.go          a function as data: its overloads, the one resolver, usage and counts from the uses
//	builtin_*.go        the functions, by their CuTe names
//	composed.go         composed layouts in the functions (layout_composed.hpp)
//	suggest.go          "did you mean" for unknown names
//	session.go          what `cutetui eval` prints: plain text, JSON, carets
//	error.go            Error: a message and the byte column it is about
//	limits.go           MaxDepth, MaxStatement, MaxValue: what one statement may cost; appendValue
//	budget.go           the work budget of one statement (steps and a deadline)
//	explain.go          Explain: a statement's result and its derivation
//	explain_atom.go, explain_layout.go, explain_tensor.go   the derivations by family
//	explain_desc.go, explain_tma.go   make_gmma_desc, make_umma_desc; make_tma_copy, make_tma_atom, tma_encode_args, tma_partition
//	guide.go            the user guide (guide.txt) as plain text
//	help.go             Builtins and Help: the functions' usage lines, for help screens
//
// The CuTe DSL's Python spelling (docs/dsl.md) is a second reader over the
// same tree: each DSL call is parsed into the C++ call it means.
//
//	dsl_read.go         LooksDSL, ParseDSLExpr, EvalDSL: the reader for answers and checks
//	dsl_rewrite.go, dsl_rewrite_atom.go   ToDSL: a C++ statement in the DSL's spelling (the course's notation)
//	dsl_exec.go         Dialect; the evaluation of its nodes (a, b = ...; layout(3))
//	dsl_eval_nodes.go   the evaluation of parse's DSL nodes: make_layout of layouts, copy atoms, enums; dslHelp
//	dsl_output.go       print(...) and cute.printf(...): compile-time ? and run-time values
//	dsl_continue.go     a DSL statement continues on the next line while a bracket is open
package eval
