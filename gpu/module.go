package gpu

import (
	"fmt"
	"runtime"
	"unsafe"
)

// Module is a loaded cubin.
type Module struct {
	g      *GPU
	h      uintptr
	Cached bool   // the cubin came from the cache
	Log    string // NVRTC's log when it was compiled now (warnings), else ""
}

// Function is a kernel of a module.
type Function struct {
	g    *GPU
	h    uintptr
	name string
}

// Compile compiles src (named name) with NVRTC for the device's architecture
// and loads it; the cubin is cached under the user cache directory, keyed by
// the source's hash, the options, the architecture and the driver version.
func (g *GPU) Compile(name, src string, opts ...string) (*Module, error) {
	arch := g.Dev.Arch()
	key := cubinCacheKey(src, opts, arch, g.Dev.DriverVersion)
	dir := ""
	if !g.noCache {
		dir = cacheDir()
	}
	cached := true
	log := ""
	cubin := readCache(dir, key)
	if cubin == nil {
		cached = false
		var err error
		if cubin, log, err = g.rtc.compile(name, src, arch, opts); err != nil {
			return nil, err
		}
	}
	var pin runtime.Pinner
	pin.Pin(&cubin[0])
	var h uintptr
	err := g.drv.check("cuModuleLoadData("+name+")", g.drv.cuModuleLoadData(&h, unsafe.Pointer(&cubin[0])))
	pin.Unpin()
	if err != nil {
		if cached { // a bad cache entry: compile afresh once
			if cubin, log, err = g.rtc.compile(name, src, arch, opts); err != nil {
				return nil, err
			}
			pin.Pin(&cubin[0])
			err = g.drv.check("cuModuleLoadData("+name+")", g.drv.cuModuleLoadData(&h, unsafe.Pointer(&cubin[0])))
			pin.Unpin()
			cached = false
		}
		if err != nil {
			return nil, err
		}
	}
	if !cached {
		writeCache(dir, key, cubin)
	}
	return &Module{g: g, h: h, Cached: cached, Log: log}, nil
}

// Unload unloads the module.
func (m *Module) Unload() error {
	return m.g.drv.check("cuModuleUnload", m.g.drv.cuModuleUnload(m.h))
}

// Int32 reads the module's 4-byte global (or __constant__) variable name.
func (m *Module) Int32(name string) (int32, error) {
	var p, size uint64
	if err := m.g.drv.check("cuModuleGetGlobal("+name+")", m.g.drv.cuModuleGetGlobal(&p, &size, m.h, cstr(name))); err != nil {
		return 0, err
	}
	if size != 4 {
		return 0, fmt.Errorf("gpu: global %s has %d bytes, want 4", name, size)
	}
	v := make([]int32, 1)
	if err := CopyToHost(m.g, v, DevPtr(p)); err != nil {
		return 0, err
	}
	return v[0], nil
}

// Function looks up a kernel by its (extern "C") name.
func (m *Module) Function(name string) (*Function, error) {
	var f uintptr
	if err := m.g.drv.check("cuModuleGetFunction("+name+")", m.g.drv.cuModuleGetFunction(&f, m.h, cstr(name))); err != nil {
		return nil, err
	}
	return &Function{g: m.g, h: f, name: name}, nil
}

// SetMaxDynamicSmem lets the kernel use up to bytes of dynamic shared memory
// and asks for the largest shared-memory carveout.
func (f *Function) SetMaxDynamicSmem(bytes int) error {
	d := f.g.drv
	if err := d.check("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", d.cuFuncSetAttribute(f.h, 8, int32(bytes))); err != nil {
		return err
	}
	return d.check("cuFuncSetAttribute(PREFERRED_SHARED_MEMORY_CARVEOUT)", d.cuFuncSetAttribute(f.h, 9, 100))
}

// Registers is the kernel's register count per thread.
func (f *Function) Registers() int {
	var v int32
	if f.g.drv.cuFuncGetAttribute(&v, 4, f.h) != 0 {
		return 0
	}
	return int(v)
}

// LocalBytes is the kernel's local memory per thread (stack frame and
// spilled registers).
func (f *Function) LocalBytes() int {
	var v int32
	if f.g.drv.cuFuncGetAttribute(&v, 3, f.h) != 0 {
		return 0
	}
	return int(v)
}

// MaxThreads is the most threads a block of the kernel may have
// (its __launch_bounds__ when it has one).
func (f *Function) MaxThreads() int {
	var v int32
	if f.g.drv.cuFuncGetAttribute(&v, 0, f.h) != 0 {
		return 0
	}
	return int(v)
}

// Occupancy is how many CTAs of block threads and smem bytes fit on one SM.
func (f *Function) Occupancy(block, smem int) (int, error) {
	var n int32
	err := f.g.drv.check("cuOccupancyMaxActiveBlocksPerMultiprocessor", f.g.drv.cuOccupancyMaxActiveBlocks(&n, f.h, int32(block), uint64(smem)))
	return int(n), err
}

// MaxActiveClusters is how many clusters of a kernel compiled with
// __cluster_dims__ can be resident at once on the whole GPU with blocks of
// block threads and smem bytes of dynamic shared memory, for a launch of grid
// CTAs (cuOccupancyMaxActiveClusters). A persistent kernel in clusters must
// launch no more than this many, or the rest wait for a whole cluster to
// finish.
func (f *Function) MaxActiveClusters(grid, block, smem int) (int, error) {
	d := f.g.drv
	if d.cuOccupancyMaxActiveClusters == nil {
		return 0, fmt.Errorf("gpu: this driver has no cuOccupancyMaxActiveClusters (CUDA 12 or newer)")
	}
	cfg := launchConfig{gridX: uint32(grid), gridY: 1, gridZ: 1, blockX: uint32(block), blockY: 1, blockZ: 1, smem: uint32(smem)}
	var n int32
	err := d.check("cuOccupancyMaxActiveClusters("+f.name+")", d.cuOccupancyMaxActiveClusters(&n, f.h, &cfg))
	return int(n), err
}

// Launch launches the kernel on the default stream. Each argument must be an
// int32, uint32, int64, uint64, float32, DevPtr or TensorMap; their addresses
// are passed to cuLaunchKernel through a pinned void** array.
func (f *Function) Launch(grid, block [3]int, smem int, args ...any) error {
	for i := range 3 {
		if grid[i] < 1 || grid[i] > 1<<31-1 || block[i] < 1 || block[i] > 1024 || (i > 0 && grid[i] > 65535) {
			return fmt.Errorf("gpu: launch of %s: grid %v, block %v out of range", f.name, grid, block)
		}
	}
	if len(args) == 0 {
		return fmt.Errorf("gpu: launch of %s: no arguments", f.name)
	}
	slots, err := argSlots(args)
	if err != nil {
		return fmt.Errorf("gpu: launch of %s: %v", f.name, err)
	}
	// Every argument in its own 8-byte slots; a TensorMap in 16 of them at a
	// 64-byte aligned address (a CUtensorMap's alignment).
	vals := make([]uint64, slots+7)
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&vals[0])
	base := (64 - int(uintptr(unsafe.Pointer(&vals[0]))%64)) % 64 / 8
	ptrs := make([]unsafe.Pointer, len(args)+1)
	at := base
	for i, a := range args {
		if _, ok := a.(TensorMap); ok {
			at = base + (at-base+7)/8*8
		}
		switch v := a.(type) {
		case int32:
			*(*int32)(unsafe.Pointer(&vals[at])) = v
		case uint32:
			*(*uint32)(unsafe.Pointer(&vals[at])) = v
		case int64:
			*(*int64)(unsafe.Pointer(&vals[at])) = v
		case uint64:
			vals[at] = v
		case DevPtr:
			vals[at] = uint64(v)
		case float32:
			*(*float32)(unsafe.Pointer(&vals[at])) = v
		case TensorMap:
			copy(vals[at:at+16], v.opaque[:])
		}
		ptrs[i] = unsafe.Pointer(&vals[at])
		at += argWords(a)
	}
	pin.Pin(&ptrs[0])
	d := f.g.drv
	r := d.cuLaunchKernel(f.h, uint32(grid[0]), uint32(grid[1]), uint32(grid[2]),
		uint32(block[0]), uint32(block[1]), uint32(block[2]), uint32(smem), 0, unsafe.Pointer(&ptrs[0]), nil)
	return d.check(fmt.Sprintf("cuLaunchKernel(%s, grid %v)", f.name, grid), r)
}

// argWords is how many 8-byte slots argument a takes (0 for an unsupported type).
func argWords(a any) int {
	switch a.(type) {
	case int32, uint32, int64, uint64, DevPtr, float32:
		return 1
	case TensorMap:
		return 16
	}
	return 0
}

// argSlots is the 8-byte slots that args need, counting from a 64-byte
// aligned start, with each TensorMap on a 64-byte boundary.
func argSlots(args []any) (int, error) {
	n := 0
	for i, a := range args {
		w := argWords(a)
		if w == 0 {
			return 0, fmt.Errorf("argument %d has unsupported type %T", i, a)
		}
		if w == 16 {
			n = (n + 7) / 8 * 8
		}
		n += w
	}
	return n, nil
}

// Event is a CUDA event for timing.
type Event struct {
	g *GPU
	h uintptr
}

// NewEvent creates an event.
func (g *GPU) NewEvent() (*Event, error) {
	var h uintptr
	if err := g.drv.check("cuEventCreate", g.drv.cuEventCreate(&h, 0)); err != nil {
		return nil, err
	}
	return &Event{g: g, h: h}, nil
}

// Record records the event on the default stream.
func (e *Event) Record() error { return e.g.drv.check("cuEventRecord", e.g.drv.cuEventRecord(e.h, 0)) }

// Destroy destroys the event.
func (e *Event) Destroy() error { return e.g.drv.check("cuEventDestroy", e.g.drv.cuEventDestroy(e.h)) }

// Elapsed waits for end and returns the milliseconds from start to end.
func Elapsed(start, end *Event) (float64, error) {
	d := start.g.drv
	if err := d.check("cuEventSynchronize", d.cuEventSynchronize(end.h)); err != nil {
		return 0, err
	}
	var ms float32
	if err := d.check("cuEventElapsedTime", d.cuEventElapsedTime(&ms, start.h, end.h)); err != nil {
		return 0, err
	}
	return float64(ms), nil
}
