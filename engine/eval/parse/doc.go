// Package parse builds the syntax tree of a statement of cutetui's
// language in the C++ spellings (and CuTe's printed forms): it reads, it
// never evaluates. Every node knows its 0-based byte column; an error is
// a *scan.Error at the column at fault. The expression grammar (Expr,
// over a Reader) is shared by both readers.
//
//	ast.go       the nodes, and their canonical printing
//	parse.go     Statement and the C++ reader
//	grammar.go   expr, sum, product: the grammar both readers share
//	cpp.go       C++ spellings: Int<8>{}, Shape<_2,_3>{}, Layout<S,D>{}
//	atom.go      atoms and element types written as C++ types, members x.f()
//	readback.go  what cute::print prints: 1@0, gmem_ptr[16b](0x40)
//
// and the CuTe DSL's Python spelling, read into the same nodes:
//
//	dsl_detect.go  LooksDSL: which statements are written in it
//	dsl_parse.go   ParseDSL, its reader, on the same token cursor
//	dsl_ast.go     its nodes without a C++ spelling of their own (syntax only)
//	dsl_funcs.go   the DSL's functions as data: signature, C++ name, argument order
//	dsl_atoms.go   its MMA and copy operations, as C++'s atom types
//	dsl_print.go   print(...), cute.printf(...) and f-strings, as nodes
package parse
