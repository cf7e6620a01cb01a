package gpu

import (
	"context"
	"sync"
)

// Source is one NVRTC compilation: a file name, its source and its options,
// as Compile takes them.
type Source struct {
	Name string
	Src  string
	Opts []string
}

// Precompile fills the cubin cache ahead of Compile: it compiles each
// source of srcs that the cache does not hold, up to workers at once on
// goroutines of their own (NVRTC needs no CUDA context, so the CUDA thread
// stays free), and writes the cubins where Compile will read them. done is
// called once for each index into srcs, in the order they finish, from the
// caller's goroutine: compiled says NVRTC ran, log is its log (warnings)
// and err its error. A source that fails is left for Compile, which
// reports the same error where the caller loads it. Without a cache (Options.NoCache, no cache directory,
// or a write that fails) there is nowhere to keep a cubin: every source
// left is then reported as not compiled, and Compile builds it when
// loaded. Duplicates in srcs are compiled once (and reported once each).
func (g *GPU) Precompile(ctx context.Context, srcs []Source, workers int, done func(i int, compiled bool, log string, err error)) {
	dir := ""
	if !g.noCache {
		dir = cacheDir()
	}
	arch := g.Dev.Arch()
	keys := make([]string, len(srcs))
	for i, s := range srcs {
		keys[i] = cubinCacheKey(s.Src, s.Opts, arch, g.Dev.DriverVersion)
	}
	var mu sync.Mutex
	full := dir == "" // no cache to fill, or a write to it failed
	compileEach(ctx, keys, workers, func(i int) (bool, string, error) {
		mu.Lock()
		skip := full
		mu.Unlock()
		if skip || inCache(dir, keys[i]) {
			return false, "", nil
		}
		s := srcs[i]
		cubin, log, err := g.rtc.compile(s.Name, s.Src, arch, s.Opts)
		if err != nil {
			return true, log, err
		}
		if !writeCache(dir, keys[i], cubin) {
			mu.Lock()
			full = true
			mu.Unlock()
		}
		return true, log, nil
	}, done)
}

// compileEach runs work(i) once for each distinct key (the first index
// that has it), up to workers at once, and calls report for every index
// from the calling goroutine as each finishes: an index whose key came
// before reports what its first did. After ctx is done no work starts; the
// indices not started report ctx's error.
func compileEach(ctx context.Context, keys []string, workers int, work func(i int) (bool, string, error), report func(i int, compiled bool, log string, err error)) {
	type result struct {
		i        int
		compiled bool
		log      string
		err      error
	}
	first := map[string]int{}
	dups := map[int][]int{} // the first index of a key → the later ones
	var todo []int
	for i, k := range keys {
		if f, ok := first[k]; ok {
			dups[f] = append(dups[f], i)
			continue
		}
		first[k] = i
		todo = append(todo, i)
	}
	workers = max(1, min(workers, len(todo)))
	jobs := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if err := ctx.Err(); err != nil {
					results <- result{i: i, err: err}
					continue
				}
				c, log, err := work(i)
				results <- result{i, c, log, err}
			}
		}()
	}
	go func() {
		for _, i := range todo {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	for r := range results {
		report(r.i, r.compiled, r.log, r.err)
		for _, d := range dups[r.i] {
			report(d, false, "", r.err)
		}
	}
}
