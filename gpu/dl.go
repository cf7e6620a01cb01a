package gpu

import (
	"fmt"
	"unsafe"

	"github.com/ebitengine/purego"
)

func dlopen(path string) (uintptr, error) {
	return purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
}

// bind resolves each symbol of syms in lib and registers it into its function pointer.
func bind(lib uintptr, libName string, syms map[string]any) error {
	for name, fptr := range syms {
		p, err := purego.Dlsym(lib, name)
		if err != nil || p == 0 {
			return fmt.Errorf("gpu: %s has no symbol %s (too old?): %v", libName, name, err)
		}
		purego.RegisterFunc(fptr, p)
	}
	return nil
}

// goString copies the NUL-terminated C string at p.
func goString(p uintptr) string {
	if p == 0 {
		return ""
	}
	var b []byte
	for i := uintptr(0); i < 1<<16; i++ {
		c := *(*byte)(unsafe.Add(unsafe.Pointer(nil), p+i)) //nolint:govet // C memory
		if c == 0 {
			break
		}
		b = append(b, c)
	}
	return string(b)
}

// cstr returns a NUL-terminated copy of s.
func cstr(s string) *byte {
	b := make([]byte, len(s)+1)
	copy(b, s)
	return &b[0]
}
