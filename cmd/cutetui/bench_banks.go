package main

import (
	"fmt"
	"io"
	"os"

	"github.com/cutetui/cutetui/gpu"
	"github.com/cutetui/cutetui/gpu/banks"
)

// runBanks is `cutetui bench --banks`: gpu/banks' cases, the bank model
// against Nsight Compute (docs/banks.md). With no GPU or no ncu it prints
// the model's answers alone and says why. child is the process ncu
// profiles (--banks-child).
func runBanks(child bool, libDir, outDir string, stdout, stderr io.Writer) int {
	g, gerr := gpu.Open(gpu.Options{LibDir: libDir})
	if child {
		if gerr != nil {
			fmt.Fprintf(stderr, "bench: no GPU: %v\n", gerr)
			return 1
		}
		defer g.Close()
		if err := banks.Probe(g, banks.Cases); err != nil {
			fmt.Fprintf(stderr, "bench: %v\n", err)
			return 1
		}
		return 0
	}
	ncu := banks.NcuPath()
	if gerr != nil || ncu == "" {
		why := "no ncu on PATH"
		if gerr != nil {
			why = "no GPU: " + gerr.Error()
		}
		fmt.Fprintf(stderr, "bench: --banks: %s, so nothing is measured; the MODEL ONLY follows (exit status 0).\n", why)
		t, err := banks.ModelTable()
		if err != nil {
			fmt.Fprintf(stderr, "bench: %v\n", err)
			return 1
		}
		fmt.Fprint(stdout, t)
		return 0
	}
	dev := g.Dev.Summary()
	g.Close()
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	if outDir == "" {
		if outDir, err = os.MkdirTemp("", "cutetui-banks-"); err != nil {
			fmt.Fprintf(stderr, "bench: %v\n", err)
			return 1
		}
	}
	args := []string{self, "bench", "--banks-child"}
	if libDir != "" {
		args = append(args, "--lib-dir", libDir)
	}
	rows, header, err := banks.Check(ncu, args, nil, outDir, dev)
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s\n\n%s", header, banks.Table(rows))
	if d := banks.Disagreements(rows); len(d) > 0 {
		for _, s := range d {
			fmt.Fprintln(stderr, "bench: --banks: "+s)
		}
		return 1
	}
	fmt.Fprintf(stderr, "bench: --banks: the model equals ncu on every case but cp.async (known; docs/banks.md); ncu's log: %s\n", outDir)
	return 0
}
