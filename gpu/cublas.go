package gpu

import (
	"fmt"
	"path/filepath"
	"unsafe"
)

type cublasStatus int32

// cuBLAS enum values used here.
const (
	cublasOpN        = 0
	cublasOpT        = 1
	cudaR16BF        = 14
	cudaR32F         = 0
	cublasCompute32F = 68
	cublasGemmDflt   = -1
)

type cublas struct {
	path string

	create  func(h *uintptr) cublasStatus
	destroy func(h uintptr) cublasStatus
	gemmEx  func(h uintptr, ta, tb int32, m, n, k int32, alpha unsafe.Pointer, a uint64, at int32, lda int32,
		b uint64, bt int32, ldb int32, beta unsafe.Pointer, c uint64, ct int32, ldc int32, compute int32, algo int32) cublasStatus
	statusName func(s cublasStatus) uintptr
}

func loadCublas(dirs []string) (*cublas, error) {
	// libcublas needs libcublasLt; load the one in the same directory first.
	var firstErr error
	for _, d := range dirs {
		lts, _ := filepath.Glob(filepath.Join(d, "libcublasLt.so*"))
		if len(lts) == 0 {
			continue
		}
		for _, lt := range lts {
			if _, err := dlopen(lt); err != nil && firstErr == nil {
				firstErr = err
			}
		}
		break
	}
	h, path, err := openLib("libcublas", cublasNames, dirs)
	if err != nil {
		return nil, err
	}
	c := &cublas{path: path}
	return c, bind(h, path, c.symbols())
}

// symbols maps each C symbol to the field that holds it.
func (c *cublas) symbols() map[string]any {
	return map[string]any{
		"cublasCreate_v2":     &c.create,
		"cublasDestroy_v2":    &c.destroy,
		"cublasGemmEx":        &c.gemmEx,
		"cublasGetStatusName": &c.statusName,
	}
}

func (c *cublas) check(call string, s cublasStatus) error {
	if s == 0 {
		return nil
	}
	return &Error{Call: call, Code: int(s), Name: goString(c.statusName(s))}
}

// GemmBF16 computes C[M×N] (fp32, row-major) = A[M×K] · B[N×K]ᵀ with A and
// B bf16 row-major, through cublasGemmEx with fp32 compute. It must run on the
// CUDA thread (inside Do).
func (g *GPU) GemmBF16(a, b, c DevPtr, m, n, k int) error {
	if g.blas == nil {
		return fmt.Errorf("gpu: cuBLAS is not loaded: %v", g.blasErr)
	}
	if g.blasHandle == 0 {
		if err := g.blas.check("cublasCreate", g.blas.create(&g.blasHandle)); err != nil {
			return err
		}
	}
	if m <= 0 || n <= 0 || k <= 0 || m > 1<<31-1 || n > 1<<31-1 || k > 1<<31-1 {
		return fmt.Errorf("gpu: cuBLAS GEMM %dx%dx%d out of range", m, n, k)
	}
	alpha, beta := new(float32), new(float32)
	*alpha = 1
	// Row-major C = A·Bᵀ is column-major Cᵀ (N×M) = B·Aᵀ: op(B_cm)=T, A_cm as is.
	s := g.blas.gemmEx(g.blasHandle, cublasOpT, cublasOpN, int32(n), int32(m), int32(k),
		unsafe.Pointer(alpha), uint64(b), cudaR16BF, int32(k),
		uint64(a), cudaR16BF, int32(k),
		unsafe.Pointer(beta), uint64(c), cudaR32F, int32(n), cublasCompute32F, cublasGemmDflt)
	return g.blas.check("cublasGemmEx", s)
}
