// Package kernels holds the CUDA C++ sources of the GEMM kernels, embedded in
// the binary and compiled at run time by NVRTC for the device present.
package kernels

import _ "embed"

// GemmMMA is the mma.sync/ldmatrix/cp.async bf16 GEMM (C = A·Bᵀ, fp32 out)
// with a run-time CTA-to-tile mapping. Kernels: gemm_bf16_mma (K % 8 == 0)
// and gemm_bf16_mma_unaligned. Arguments: A, B, C, M, N, K, mode, p, rec.
//
//go:embed gemm_mma.cu
var GemmMMA string

// Util holds fill_bf16 (random inputs) and compare_f32 (error against a reference).
//
//go:embed util.cu
var Util string

// Tile and launch shape of the GemmMMA kernels.
const (
	TileM      = 128
	TileN      = 128
	TileK      = 32
	Threads    = 128 // of the default build (-DWARP64=0 makes it 256); the runner asks the kernel
	Stages     = 4
	SmemBytes  = Stages * 2 * TileM * TileK * 2 // 64 KiB
	CTAsPerSM  = 2                              // by __launch_bounds__ and shared memory
	KernelName = "gemm_bf16_mma"
	// KernelUnaligned is the variant for K % 8 != 0.
	KernelUnaligned = "gemm_bf16_mma_unaligned"
)

// Mapping modes of the GemmMMA kernels (argument mode; p as documented).
const (
	ModeIdentity = 0 // p = log tile L
	ModeRowMajor = 1 // p unused
	ModeSM90M    = 2 // p = effective swizzle size S
	ModeSM90N    = 3 // p = effective swizzle size S
	ModeTriton   = 4 // p = G
)
