//go:build unix

package evalpool

import (
	"fmt"
	"os"
	"runtime/debug"
	"syscall"
	"time"
)

// applyLimits sets the process's rlimits and the Go runtime's own bounds
// (a stack overflow then ends the worker quickly; the heap is collected
// harder as it nears the address-space limit).
func applyLimits(lim WorkerLimits) error {
	if lim.Stack > 0 {
		debug.SetMaxStack(lim.Stack)
	}
	if lim.AddressSpace > 0 {
		debug.SetMemoryLimit(int64(lim.AddressSpace / 2))
		// The Go runtime reserves address space it has not used yet
		// (about a gigabyte on amd64): the limit is what the worker may
		// map beyond what it holds now.
		if err := setrlimit(syscall.RLIMIT_AS, mapped()+lim.AddressSpace); err != nil {
			return err
		}
	}
	if lim.CPU > 0 {
		if err := setrlimit(syscall.RLIMIT_CPU, uint64(lim.CPU.Seconds())); err != nil {
			return err
		}
	}
	return nil
}

func setrlimit(which int, v uint64) error {
	return syscall.Setrlimit(which, &syscall.Rlimit{Cur: v, Max: v})
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// signalled says why a worker killed by a signal died.
func signalled(st *os.ProcessState) (string, bool) {
	ws, ok := st.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() {
		return "", false
	}
	if ws.Signal() == syscall.SIGXCPU {
		return "it used too much CPU time", true
	}
	return "the worker was killed (" + ws.Signal().String() + ")", true
}

// mapped is the process's address space now, in bytes (0 if unknown).
func mapped() uint64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	var pages uint64
	if _, err := fmt.Sscan(string(data), &pages); err != nil {
		return 0
	}
	return pages * uint64(os.Getpagesize())
}
