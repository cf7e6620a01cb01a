// Package gpu loads the CUDA driver (libcuda.so.1), NVRTC and cuBLAS at run
// time with purego, so the binary builds with CGO_ENABLED=0 and runs on
// machines with no GPU (Open then returns an error that lists what was looked
// for).
//
// All CUDA work of a GPU runs on one goroutine locked to its OS thread, the
// one that owns the context: use GPU.Do. Every driver, NVRTC and cuBLAS call is
// checked and a failure becomes an *Error naming the call.
package gpu
