package gpu

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"unsafe"
)

// DevPtr is a device address.
type DevPtr uint64

// Options configure Open.
type Options struct {
	LibDir  string // extra library directories (':'-separated), searched first; default $CUTETUI_CUDA_LIB
	Ordinal int    // device ordinal
	NoCache bool   // do not read or write the cubin cache
}

// Device describes the GPU, as the driver reports it.
type Device struct {
	Name            string
	Major, Minor    int     // compute capability
	SMs             int     // multiprocessors
	L2Bytes         int64   // L2 cache size
	MemBytes        int64   // global memory
	MemBandwidthGBs float64 // 2 · memory clock · bus width (0 if the driver does not say)
	ClockMHz        int     // SM clock (0 if the driver does not say)
	MemClockMHz     int
	SmemOptinBytes  int // shared memory a block may opt in to
	DriverVersion   int // e.g. 13000
	NVRTCVersion    string
	Libraries       []string // the library files loaded
}

// Summary is one line: name, compute capability, SMs, L2, memory size and
// bandwidth, SM clock (facts the driver did not give are left out).
func (d Device) Summary() string {
	s := fmt.Sprintf("%s, sm_%d%d, %d SMs, %d MiB L2, %.0f GiB", d.Name, d.Major, d.Minor, d.SMs, d.L2Bytes>>20, float64(d.MemBytes)/(1<<30))
	if d.MemBandwidthGBs > 0 {
		s += fmt.Sprintf(" at %.0f GB/s", d.MemBandwidthGBs)
	}
	if d.ClockMHz > 0 {
		s += fmt.Sprintf(", SM clock up to %d MHz", d.ClockMHz)
	}
	return s
}

// Arch is the NVRTC target for this device.
func (d Device) Arch() string { return Arch(d.Major, d.Minor) }

// GPU is an open device with its primary context, bound to one OS thread.
type GPU struct {
	Dev Device

	drv        *driver
	rtc        *nvrtc
	blas       *cublas
	blasErr    error
	blasHandle uintptr
	ctx        uintptr
	dev        int32
	noCache    bool

	work chan func()
	done chan struct{}
}

// ErrClosed is returned by Do after Close.
var ErrClosed = errors.New("gpu: closed")

// Open loads the libraries, initialises CUDA and retains the device's
// primary context on a new goroutine locked to its OS thread. With no GPU or
// no driver it returns an error that says what was looked for.
func Open(o Options) (*GPU, error) {
	if o.LibDir == "" {
		o.LibDir = os.Getenv(EnvLibDir)
	}
	dirs := SearchDirs(o.LibDir)
	g := &GPU{work: make(chan func()), done: make(chan struct{}), noCache: o.NoCache}
	errc := make(chan error)
	go g.loop(o, dirs, errc)
	if err := <-errc; err != nil {
		return nil, err
	}
	return g, nil
}

func (g *GPU) loop(o Options, dirs []string, errc chan<- error) {
	runtime.LockOSThread()
	// The thread stays locked until the goroutine exits; it is then discarded.
	if err := g.init(o, dirs); err != nil {
		errc <- err
		return
	}
	errc <- nil
	for {
		select {
		case f := <-g.work:
			f()
		case <-g.done:
			g.release()
			return
		}
	}
}

func (g *GPU) init(o Options, dirs []string) error {
	d, err := loadDriver(dirs)
	if err != nil {
		return err
	}
	g.drv = d
	if err := d.check("cuInit", d.cuInit(0)); err != nil {
		return fmt.Errorf("%w (driver %s loaded; is there a GPU?)", err, d.path)
	}
	var count int32
	if err := d.check("cuDeviceGetCount", d.cuDeviceGetCount(&count)); err != nil {
		return err
	}
	if count == 0 || o.Ordinal < 0 || int(o.Ordinal) >= int(count) {
		return fmt.Errorf("gpu: no CUDA device %d (the driver %s sees %d)", o.Ordinal, d.path, count)
	}
	if err := d.check("cuDeviceGet", d.cuDeviceGet(&g.dev, int32(o.Ordinal))); err != nil {
		return err
	}
	if err := d.check("cuDevicePrimaryCtxRetain", d.cuDevicePrimaryCtxRetain(&g.ctx, g.dev)); err != nil {
		return err
	}
	if err := g.initCtx(dirs); err != nil {
		d.cuDevicePrimaryCtxRelease(g.dev)
		return err
	}
	return nil
}

// initCtx makes the context current, queries the device and loads NVRTC and
// cuBLAS; on an error Open releases the context.
func (g *GPU) initCtx(dirs []string) error {
	d := g.drv
	if err := d.check("cuCtxSetCurrent", d.cuCtxSetCurrent(g.ctx)); err != nil {
		return err
	}
	if err := g.query(); err != nil {
		return err
	}
	g.Dev.Libraries = append(g.Dev.Libraries, d.path)
	rtc, err := loadNVRTC(dirs)
	if err != nil {
		return err
	}
	g.rtc = rtc
	var maj, min int32
	if rtc.nvrtcVersion(&maj, &min) == 0 {
		g.Dev.NVRTCVersion = fmt.Sprintf("%d.%d", maj, min)
	}
	g.Dev.Libraries = append(g.Dev.Libraries, rtc.path)
	g.blas, g.blasErr = loadCublas(dirs)
	if g.blasErr == nil {
		g.Dev.Libraries = append(g.Dev.Libraries, g.blas.path)
	} else {
		g.blas = nil
	}
	return nil
}

// CublasErr says why cuBLAS could not be loaded (nil when it was).
func (g *GPU) CublasErr() error { return g.blasErr }

func (g *GPU) query() error {
	d := g.drv
	attr := func(a int32) int {
		var v int32
		if d.cuDeviceGetAttribute(&v, a, g.dev) != 0 {
			return 0
		}
		return int(v)
	}
	name := make([]byte, 256)
	if err := d.check("cuDeviceGetName", d.cuDeviceGetName(&name[0], int32(len(name)), g.dev)); err != nil {
		return err
	}
	var mem uint64
	if err := d.check("cuDeviceTotalMem", d.cuDeviceTotalMem(&mem, g.dev)); err != nil {
		return err
	}
	var ver int32
	if err := d.check("cuDriverGetVersion", d.cuDriverGetVersion(&ver)); err != nil {
		return err
	}
	memClock, bus := attr(36), attr(37)
	g.Dev = Device{
		Name:           strings.TrimRight(string(name), "\x00"),
		Major:          attr(75),
		Minor:          attr(76),
		SMs:            attr(16),
		L2Bytes:        int64(attr(38)),
		MemBytes:       int64(mem),
		ClockMHz:       attr(13) / 1000,
		MemClockMHz:    memClock / 1000,
		SmemOptinBytes: attr(97),
		DriverVersion:  int(ver),
	}
	if memClock > 0 && bus > 0 {
		g.Dev.MemBandwidthGBs = 2 * float64(memClock) * 1e3 * float64(bus) / 8 / 1e9
	}
	if g.Dev.SMs <= 0 || g.Dev.Major <= 0 {
		return fmt.Errorf("gpu: device query of %q gave %d SMs, compute capability %d.%d", g.Dev.Name, g.Dev.SMs, g.Dev.Major, g.Dev.Minor)
	}
	return nil
}

func (g *GPU) release() {
	if g.blasHandle != 0 {
		g.blas.destroy(g.blasHandle)
		g.blasHandle = 0
	}
	g.drv.cuCtxSynchronize()
	g.drv.cuDevicePrimaryCtxRelease(g.dev)
}

// Do runs f on the CUDA thread and returns its error. Every method below that
// touches the device must be called from inside Do.
func (g *GPU) Do(f func() error) (err error) {
	ch := make(chan error, 1)
	fn := func() {
		defer func() {
			if r := recover(); r != nil {
				ch <- fmt.Errorf("gpu: panic on the CUDA thread: %v", r)
			}
		}()
		ch <- f()
	}
	select {
	case g.work <- fn:
	case <-g.done:
		return ErrClosed
	}
	return <-ch
}

// Close releases the context and ends the CUDA thread. It is safe to call twice.
func (g *GPU) Close() {
	select {
	case <-g.done:
	default:
		close(g.done)
	}
}

// Alloc allocates bytes of device memory.
func (g *GPU) Alloc(bytes int64) (DevPtr, error) {
	if bytes <= 0 {
		return 0, fmt.Errorf("gpu: allocation of %d bytes", bytes)
	}
	var p uint64
	if err := g.drv.check(fmt.Sprintf("cuMemAlloc(%d bytes)", bytes), g.drv.cuMemAlloc(&p, uint64(bytes))); err != nil {
		return 0, err
	}
	return DevPtr(p), nil
}

// Free releases device memory; a zero pointer is ignored.
func (g *GPU) Free(p DevPtr) error {
	if p == 0 {
		return nil
	}
	return g.drv.check("cuMemFree", g.drv.cuMemFree(uint64(p)))
}

// Fill32 sets n 32-bit words at p to v.
func (g *GPU) Fill32(p DevPtr, v uint32, n int64) error {
	return g.drv.check("cuMemsetD32", g.drv.cuMemsetD32(uint64(p), v, uint64(n)))
}

// CopyToHost copies len(dst)·size(T) bytes from p into dst.
func CopyToHost[T any](g *GPU, dst []T, p DevPtr) error {
	if len(dst) == 0 {
		return nil
	}
	var pin runtime.Pinner
	pin.Pin(&dst[0])
	defer pin.Unpin()
	n := uint64(len(dst)) * uint64(unsafe.Sizeof(dst[0]))
	return g.drv.check("cuMemcpyDtoH", g.drv.cuMemcpyDtoH(unsafe.Pointer(&dst[0]), uint64(p), n))
}

// CopyToDevice copies src to p.
func CopyToDevice[T any](g *GPU, p DevPtr, src []T) error {
	if len(src) == 0 {
		return nil
	}
	var pin runtime.Pinner
	pin.Pin(&src[0])
	defer pin.Unpin()
	n := uint64(len(src)) * uint64(unsafe.Sizeof(src[0]))
	return g.drv.check("cuMemcpyHtoD", g.drv.cuMemcpyHtoD(uint64(p), unsafe.Pointer(&src[0]), n))
}

// Sync waits for all work on the device.
func (g *GPU) Sync() error { return g.drv.check("cuCtxSynchronize", g.drv.cuCtxSynchronize()) }
