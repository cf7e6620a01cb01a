package safefile

import (
	"encoding/json"
	"os"
	"sync"
)

// Latest keeps one state file at the newest of the snapshots taken of it,
// when the writes run later and in any order (a Bubble Tea program takes
// the snapshot in Update, which owns the value, and writes it in a
// command). A write older than the one on disk is skipped, so a slow
// write cannot put back an older state. The zero value is ready to use.
type Latest struct {
	mu      sync.Mutex
	taken   uint64 // snapshots taken
	written uint64 // the snapshot on disk
}

// SnapshotJSON encodes v as SaveJSON does, now, and returns the write of
// that snapshot to path for later; it does no I/O itself.
func (l *Latest) SnapshotJSON(path string, v any) (write func() error, err error) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	data = append(data, '\n')
	l.mu.Lock()
	l.taken++
	seq := l.taken
	l.mu.Unlock()
	return func() error {
		l.mu.Lock()
		defer l.mu.Unlock()
		if seq <= l.written {
			return nil // a newer snapshot is on disk
		}
		if err := os.MkdirAll(dirOf(path), 0o700); err != nil {
			return err
		}
		if err := WriteFile(path, data, 0o600); err != nil {
			return err
		}
		l.written = seq
		return nil
	}, nil
}
