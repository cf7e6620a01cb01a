package gpu

import (
	"fmt"
	"unsafe"

	"github.com/ebitengine/purego"
)

// cuResult is CUresult.
type cuResult int32

// driver holds the CUDA driver API entry points used here.
type driver struct {
	path string

	cuInit                     func(flags uint32) cuResult
	cuDriverGetVersion         func(v *int32) cuResult
	cuDeviceGetCount           func(n *int32) cuResult
	cuDeviceGet                func(dev *int32, ordinal int32) cuResult
	cuDeviceGetName            func(name *byte, n int32, dev int32) cuResult
	cuDeviceGetAttribute       func(v *int32, attr int32, dev int32) cuResult
	cuDeviceTotalMem           func(bytes *uint64, dev int32) cuResult
	cuDevicePrimaryCtxRetain   func(ctx *uintptr, dev int32) cuResult
	cuDevicePrimaryCtxRelease  func(dev int32) cuResult
	cuCtxSetCurrent            func(ctx uintptr) cuResult
	cuCtxSynchronize           func() cuResult
	cuGetErrorName             func(r cuResult, s *uintptr) cuResult
	cuGetErrorString           func(r cuResult, s *uintptr) cuResult
	cuMemAlloc                 func(p *uint64, bytes uint64) cuResult
	cuMemFree                  func(p uint64) cuResult
	cuMemsetD32                func(p uint64, v uint32, n uint64) cuResult
	cuMemcpyDtoH               func(dst unsafe.Pointer, src uint64, bytes uint64) cuResult
	cuMemcpyHtoD               func(dst uint64, src unsafe.Pointer, bytes uint64) cuResult
	cuModuleLoadData           func(mod *uintptr, image unsafe.Pointer) cuResult
	cuModuleUnload             func(mod uintptr) cuResult
	cuModuleGetFunction        func(f *uintptr, mod uintptr, name *byte) cuResult
	cuModuleGetGlobal          func(p *uint64, bytes *uint64, mod uintptr, name *byte) cuResult
	cuFuncSetAttribute         func(f uintptr, attr int32, v int32) cuResult
	cuFuncGetAttribute         func(v *int32, attr int32, f uintptr) cuResult
	cuOccupancyMaxActiveBlocks func(n *int32, f uintptr, block int32, smem uint64) cuResult
	cuLaunchKernel             func(f uintptr, gx, gy, gz, bx, by, bz uint32, smem uint32, stream uintptr, params unsafe.Pointer, extra unsafe.Pointer) cuResult
	cuEventCreate              func(ev *uintptr, flags uint32) cuResult
	cuEventDestroy             func(ev uintptr) cuResult
	cuEventRecord              func(ev uintptr, stream uintptr) cuResult
	cuEventSynchronize         func(ev uintptr) cuResult
	cuEventElapsedTime         func(ms *float32, start, end uintptr) cuResult

	// Optional (CUDA 12+): nil when the driver lacks it.
	cuTensorMapEncodeTiled func(tm unsafe.Pointer, dtype, rank uint32, addr uint64, dims, strides *uint64,
		box, elemStrides *uint32, interleave, swizzle, l2, oobFill uint32) cuResult
	cuOccupancyMaxActiveClusters func(n *int32, f uintptr, cfg *launchConfig) cuResult
}

// launchConfig is CUlaunchConfig (CUDA 12): the grid, block, dynamic shared
// memory and stream of a launch, and its attributes (none here: a kernel's
// __cluster_dims__ give its cluster shape).
type launchConfig struct {
	gridX, gridY, gridZ    uint32
	blockX, blockY, blockZ uint32
	smem                   uint32
	_                      uintptr // hStream: the default stream
	_                      uintptr // attrs: none
	_                      uint32  // numAttrs
}

func loadDriver(dirs []string) (*driver, error) {
	h, path, err := openLib("libcuda", cudaNames, dirs)
	if err != nil {
		return nil, err
	}
	d := &driver{path: path}
	if err := bind(h, path, d.symbols()); err != nil {
		return nil, err
	}
	for name, fptr := range d.optional() {
		if p, err := purego.Dlsym(h, name); err == nil && p != 0 {
			purego.RegisterFunc(fptr, p)
		}
	}
	return d, nil
}

// symbols maps each C symbol to the field that holds it.
func (d *driver) symbols() map[string]any {
	return map[string]any{
		"cuInit":                       &d.cuInit,
		"cuDriverGetVersion":           &d.cuDriverGetVersion,
		"cuDeviceGetCount":             &d.cuDeviceGetCount,
		"cuDeviceGet":                  &d.cuDeviceGet,
		"cuDeviceGetName":              &d.cuDeviceGetName,
		"cuDeviceGetAttribute":         &d.cuDeviceGetAttribute,
		"cuDeviceTotalMem_v2":          &d.cuDeviceTotalMem,
		"cuDevicePrimaryCtxRetain":     &d.cuDevicePrimaryCtxRetain,
		"cuDevicePrimaryCtxRelease_v2": &d.cuDevicePrimaryCtxRelease,
		"cuCtxSetCurrent":              &d.cuCtxSetCurrent,
		"cuCtxSynchronize":             &d.cuCtxSynchronize,
		"cuGetErrorName":               &d.cuGetErrorName,
		"cuGetErrorString":             &d.cuGetErrorString,
		"cuMemAlloc_v2":                &d.cuMemAlloc,
		"cuMemFree_v2":                 &d.cuMemFree,
		"cuMemsetD32_v2":               &d.cuMemsetD32,
		"cuMemcpyDtoH_v2":              &d.cuMemcpyDtoH,
		"cuMemcpyHtoD_v2":              &d.cuMemcpyHtoD,
		"cuModuleLoadData":             &d.cuModuleLoadData,
		"cuModuleUnload":               &d.cuModuleUnload,
		"cuModuleGetFunction":          &d.cuModuleGetFunction,
		"cuModuleGetGlobal_v2":         &d.cuModuleGetGlobal,
		"cuFuncSetAttribute":           &d.cuFuncSetAttribute,
		"cuFuncGetAttribute":           &d.cuFuncGetAttribute,
		"cuOccupancyMaxActiveBlocksPerMultiprocessor": &d.cuOccupancyMaxActiveBlocks,
		"cuLaunchKernel":     &d.cuLaunchKernel,
		"cuEventCreate":      &d.cuEventCreate,
		"cuEventDestroy_v2":  &d.cuEventDestroy,
		"cuEventRecord":      &d.cuEventRecord,
		"cuEventSynchronize": &d.cuEventSynchronize,
		"cuEventElapsedTime": &d.cuEventElapsedTime,
	}
}

// optional maps the symbols that older drivers lack to their fields, which
// stay nil there.
func (d *driver) optional() map[string]any {
	return map[string]any{"cuTensorMapEncodeTiled": &d.cuTensorMapEncodeTiled, "cuOccupancyMaxActiveClusters": &d.cuOccupancyMaxActiveClusters}
}

// Error is a failed CUDA driver, NVRTC or cuBLAS call.
type Error struct {
	Call   string // the function called, e.g. "cuMemAlloc"
	Code   int    // its status code
	Name   string // the status name, e.g. "CUDA_ERROR_OUT_OF_MEMORY"
	Detail string // a description, or NVRTC's compile log
}

func (e *Error) Error() string {
	s := fmt.Sprintf("gpu: %s failed: %s (%d)", e.Call, e.Name, e.Code)
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// check turns a CUresult into an error naming call.
func (d *driver) check(call string, r cuResult) error {
	if r == 0 {
		return nil
	}
	e := &Error{Call: call, Code: int(r), Name: fmt.Sprintf("CUresult %d", int(r))}
	var p uintptr
	if d.cuGetErrorName(r, &p) == 0 {
		e.Name = goString(p)
	}
	if d.cuGetErrorString(r, &p) == 0 {
		e.Detail = goString(p)
	}
	return e
}
