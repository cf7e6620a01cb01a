// Package model offers the hardware models of gpu/model to the statement
// language: Library is their functions (bank_conflicts,
// bank_conflicts_store, find_swizzle from the bank model,
// gemm_identity_swizzle from the CTA rasters), given to an Env with
// eval.WithLibrary, so that engine/eval imports no model.
//
//	library.go      Library: the functions, their usage and docs
//	bank.go         bank_conflicts, bank_conflicts_store, find_swizzle
//	bank_value.go   BankValue, bank_conflicts' answer
//	explain_bank.go find_swizzle's derivation
//	raster.go       gemm_identity_swizzle and its derivation
package model
