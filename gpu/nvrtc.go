package gpu

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"unsafe"
)

type nvrtcResult int32

// nvrtc holds the NVRTC entry points used here.
type nvrtc struct {
	path string

	nvrtcVersion          func(major, minor *int32) nvrtcResult
	nvrtcGetErrorString   func(r nvrtcResult) uintptr
	nvrtcCreateProgram    func(prog *uintptr, src *byte, name *byte, nHeaders int32, headers unsafe.Pointer, includeNames unsafe.Pointer) nvrtcResult
	nvrtcDestroyProgram   func(prog *uintptr) nvrtcResult
	nvrtcCompileProgram   func(prog uintptr, nOpts int32, opts unsafe.Pointer) nvrtcResult
	nvrtcGetProgramLogSiz func(prog uintptr, n *uint64) nvrtcResult
	nvrtcGetProgramLog    func(prog uintptr, log *byte) nvrtcResult
	nvrtcGetCUBINSize     func(prog uintptr, n *uint64) nvrtcResult
	nvrtcGetCUBIN         func(prog uintptr, out *byte) nvrtcResult
}

func loadNVRTC(dirs []string) (*nvrtc, error) {
	h, path, err := openLib("libnvrtc", nvrtcNames, dirs)
	if err != nil {
		return nil, err
	}
	// NVRTC dlopens its builtins library by soname at compile time; load the
	// one beside it first so that it is found even outside the loader's path.
	if bs, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "libnvrtc-builtins.so*")); len(bs) > 0 {
		for _, b := range bs {
			_, _ = dlopen(b)
		}
	}
	n := &nvrtc{path: path}
	if err := bind(h, path, n.symbols()); err != nil {
		return nil, err
	}
	return n, nil
}

// symbols maps each C symbol to the field that holds it.
func (n *nvrtc) symbols() map[string]any {
	return map[string]any{
		"nvrtcVersion":           &n.nvrtcVersion,
		"nvrtcGetErrorString":    &n.nvrtcGetErrorString,
		"nvrtcCreateProgram":     &n.nvrtcCreateProgram,
		"nvrtcDestroyProgram":    &n.nvrtcDestroyProgram,
		"nvrtcCompileProgram":    &n.nvrtcCompileProgram,
		"nvrtcGetProgramLogSize": &n.nvrtcGetProgramLogSiz,
		"nvrtcGetProgramLog":     &n.nvrtcGetProgramLog,
		"nvrtcGetCUBINSize":      &n.nvrtcGetCUBINSize,
		"nvrtcGetCUBIN":          &n.nvrtcGetCUBIN,
	}
}

func (n *nvrtc) check(call string, r nvrtcResult, log string) error {
	if r == 0 {
		return nil
	}
	return &Error{Call: call, Code: int(r), Name: goString(n.nvrtcGetErrorString(r)), Detail: log}
}

// Arch is the NVRTC target for compute capability major.minor: sm_90a on
// Hopper (for its own instructions), sm_XY elsewhere.
func Arch(major, minor int) string {
	if major == 9 && minor == 0 {
		return "sm_90a"
	}
	return fmt.Sprintf("sm_%d%d", major, minor)
}

// compile builds src for arch into a cubin and returns it with NVRTC's log
// (warnings), if any. It needs no CUDA context: any thread may call it, and
// several at once (each call has a program of its own).
func (n *nvrtc) compile(name, src, arch string, opts []string) ([]byte, string, error) {
	var prog uintptr
	if err := n.check("nvrtcCreateProgram", n.nvrtcCreateProgram(&prog, cstr(src), cstr(name), 0, nil, nil), ""); err != nil {
		return nil, "", err
	}
	defer n.nvrtcDestroyProgram(&prog)
	all := append([]string{"--gpu-architecture=" + arch, "-std=c++17"}, opts...)
	ptrs := make([]*byte, len(all))
	var pin runtime.Pinner
	defer pin.Unpin()
	for i, o := range all {
		ptrs[i] = cstr(o)
		pin.Pin(ptrs[i])
	}
	pin.Pin(&ptrs[0])
	r := n.nvrtcCompileProgram(prog, int32(len(ptrs)), unsafe.Pointer(&ptrs[0]))
	var logSize uint64
	log := ""
	if n.nvrtcGetProgramLogSiz(prog, &logSize) == 0 && logSize > 1 && logSize < 1<<24 {
		buf := make([]byte, logSize)
		if n.nvrtcGetProgramLog(prog, &buf[0]) == 0 {
			log = strings.TrimRight(string(buf), "\x00\n ")
		}
	}
	if err := n.check("nvrtcCompileProgram("+name+", "+arch+")", r, log); err != nil {
		return nil, "", err
	}
	var size uint64
	if err := n.check("nvrtcGetCUBINSize", n.nvrtcGetCUBINSize(prog, &size), ""); err != nil {
		return nil, "", err
	}
	if size == 0 || size > 1<<30 {
		return nil, "", fmt.Errorf("gpu: NVRTC returned a cubin of %d bytes for %s", size, name)
	}
	cubin := make([]byte, size)
	if err := n.check("nvrtcGetCUBIN", n.nvrtcGetCUBIN(prog, &cubin[0]), ""); err != nil {
		return nil, "", err
	}
	return cubin, log, nil
}

// cubinCacheKey names a cubin by source, options, architecture and driver.
func cubinCacheKey(src string, opts []string, arch string, driverVersion int) string {
	h := sha256.New()
	h.Write([]byte(src))
	for _, o := range opts {
		h.Write([]byte{0})
		h.Write([]byte(o))
	}
	return fmt.Sprintf("%s-%s-drv%d.cubin", hex.EncodeToString(h.Sum(nil))[:24], arch, driverVersion)
}

// cacheDir is the cubin cache directory, or "" when there is none.
func cacheDir() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "cutetui", "cubin")
}

// readCache returns a cached cubin, or nil.
func readCache(dir, key string) []byte {
	if dir == "" {
		return nil
	}
	b, err := os.ReadFile(filepath.Join(dir, key))
	if err != nil || len(b) == 0 {
		return nil
	}
	return b
}

// inCache says whether the cache holds a cubin under key (a non-empty
// file; readCache reads it).
func inCache(dir, key string) bool {
	if dir == "" {
		return false
	}
	fi, err := os.Stat(filepath.Join(dir, key))
	return err == nil && fi.Mode().IsRegular() && fi.Size() > 0
}

// writeCache stores a cubin (temp file + rename) and says whether it did;
// Compile ignores a failure (the cache only saves time), Precompile stops.
func writeCache(dir, key string, cubin []byte) bool {
	if dir == "" || os.MkdirAll(dir, 0o755) != nil {
		return false
	}
	f, err := os.CreateTemp(dir, key+".tmp*")
	if err != nil {
		return false
	}
	_, werr := f.Write(cubin)
	cerr := f.Close()
	if werr != nil || cerr != nil || os.Rename(f.Name(), filepath.Join(dir, key)) != nil {
		os.Remove(f.Name())
		return false
	}
	return true
}
