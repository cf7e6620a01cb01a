package gpu

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

func TestCompileEachRunsEachKeyOnceWithinWorkers(t *testing.T) {
	keys := []string{"a", "b", "a", "c", "d", "b", "e", "f", "g", "h"}
	var running, peak atomic.Int32
	var ran [10]atomic.Int32
	work := func(i int) (bool, string, error) {
		n := running.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(2 * time.Millisecond)
		ran[i].Add(1)
		running.Add(-1)
		if keys[i] == "c" {
			return true, "", errors.New("c failed")
		}
		return true, "log " + keys[i], nil
	}
	reported := make([]int, len(keys))
	compileEach(context.Background(), keys, 3, work, func(i int, compiled bool, log string, err error) {
		reported[i]++             // report runs on the caller's goroutine: no lock (-race checks)
		first := i != 2 && i != 5 // "a" and "b" again report their first's error, not compiled
		if compiled != first {
			t.Errorf("index %d (%s): compiled %v, want %v", i, keys[i], compiled, first)
		}
		if want := "log " + keys[i]; first && keys[i] != "c" && log != want {
			t.Errorf("index %d: log %q, want %q", i, log, want)
		}
		if (keys[i] == "c") != (err != nil) {
			t.Errorf("index %d (%s): err %v", i, keys[i], err)
		}
	})
	for i, n := range reported {
		if n != 1 {
			t.Errorf("index %d reported %d times, want once", i, n)
		}
	}
	for i := range keys {
		want := int32(1)
		if i == 2 || i == 5 { // "a" and "b" again
			want = 0
		}
		if got := ran[i].Load(); got != want {
			t.Errorf("index %d (%s) ran %d times, want %d", i, keys[i], got, want)
		}
	}
	if p := peak.Load(); p > 3 || p < 2 {
		t.Errorf("at most %d at once, want 2..3 of 3 workers", p)
	}
}

func TestCompileEachStopsWhenCancelled(t *testing.T) {
	keys := []string{"a", "b", "c", "d", "e", "f"}
	ctx, cancel := context.WithCancel(context.Background())
	var ran atomic.Int32
	cancelled := 0
	compileEach(ctx, keys, 1, func(i int) (bool, string, error) {
		ran.Add(1)
		if i == 1 {
			cancel()
		}
		return true, "", nil
	}, func(i int, compiled bool, _ string, err error) {
		if errors.Is(err, context.Canceled) {
			if compiled {
				t.Errorf("index %d: cancelled but compiled", i)
			}
			cancelled++
		}
	})
	if ran.Load() != 2 || cancelled != 4 {
		t.Errorf("ran %d, cancelled %d; want 2 and 4", ran.Load(), cancelled)
	}
}

func TestCompileEachNothingToDo(t *testing.T) {
	compileEach(context.Background(), nil, 8, func(int) (bool, string, error) {
		t.Fatal("work with no keys")
		return false, "", nil
	}, func(int, bool, string, error) { t.Fatal("report with no keys") })
}
