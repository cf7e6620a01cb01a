package banks

import (
	"fmt"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/kernels"
)

// Probe launches each case's probe kernel once, in the order of cases, one
// warp of 32 threads with MaxProbeBytes+1024 bytes of dynamic shared
// memory: the program Nsight Compute watches (each launch is one case).
func Probe(g *gpu.GPU, cases []Case) error {
	models := make([]Model, len(cases))
	for i, c := range cases {
		m, err := c.Run()
		if err != nil {
			return err
		}
		models[i] = m
	}
	return g.Do(func() (err error) {
		mod, err := g.Compile("bank_probe.cu", kernels.BankProbe, "-lineinfo")
		if err != nil {
			return err
		}
		defer mod.Unload()
		var bufs []gpu.DevPtr
		defer func() {
			for _, p := range bufs {
				g.Free(p)
			}
		}()
		alloc := func(n int64) (gpu.DevPtr, error) {
			p, err := g.Alloc(n)
			if err == nil {
				bufs = append(bufs, p)
			}
			return p, err
		}
		addr, err := alloc(32 * 4)
		if err != nil {
			return err
		}
		out, err := alloc(32 * 4)
		if err != nil {
			return err
		}
		src, err := alloc(32 * 16)
		if err != nil {
			return err
		}
		if err := g.Fill32(src, 7, 32*4); err != nil {
			return err
		}
		for i, m := range models {
			f, err := mod.Function(Kernel(m.Access))
			if err != nil {
				return fmt.Errorf("%s: %v", cases[i].Name, err)
			}
			if err := gpu.CopyToDevice(g, addr, m.Addrs[:]); err != nil {
				return err
			}
			if err := f.Launch([3]int{1, 1, 1}, [3]int{32, 1, 1}, MaxProbeBytes+1024, addr, out, src); err != nil {
				return fmt.Errorf("%s: %v", cases[i].Name, err)
			}
			if err := g.Sync(); err != nil {
				return fmt.Errorf("%s: %v", cases[i].Name, err)
			}
		}
		return nil
	})
}
