//go:build !unix

package evalpool

import (
	"errors"
	"os"
	"time"
)

// applyLimits refuses: without rlimits a worker would not be bounded.
func applyLimits(WorkerLimits) error {
	return errors.New("evaluation workers need a Unix system (setrlimit)")
}

func cpuTime() time.Duration { return 0 }

func signalled(*os.ProcessState) (string, bool) { return "", false }
