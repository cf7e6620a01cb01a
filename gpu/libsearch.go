package gpu

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

// EnvLibDir names the environment variable that overrides the library search:
// a list of directories (or files), separated by ':', searched first.
const EnvLibDir = "CUTETUI_CUDA_LIB"

// Library names, newest first.
var (
	cudaNames   = []string{"libcuda.so.1", "libcuda.so"}
	nvrtcNames  = []string{"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2", "libnvrtc.so"}
	cublasNames = []string{"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so"}
)

// LibError says that a library could not be loaded, with every place tried.
type LibError struct {
	Lib   string   // "libcuda", "libnvrtc", "libcublas"
	Tried []string // each path or bare name tried, with the reason it failed
}

func (e *LibError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "gpu: could not load %s; looked for:\n", e.Lib)
	for _, t := range e.Tried {
		fmt.Fprintf(&b, "  %s\n", t)
	}
	fmt.Fprintf(&b, "set %s to the directory that holds it", EnvLibDir)
	return b.String()
}

// SearchDirs lists the directories searched for CUDA libraries, in order:
// $CUTETUI_CUDA_LIB, $CUDA_HOME and $CUDA_PATH (lib64, lib), /usr/local/cuda*
// (lib64, targets/*/lib), the dynamic loader's cache (ldconfig -p),
// $LD_LIBRARY_PATH, the usual system directories, and pip's nvidia/*/lib
// under Python site-packages directories.
func SearchDirs(override string) []string {
	var dirs []string
	add := func(ds ...string) {
		for _, d := range ds {
			if d != "" {
				dirs = append(dirs, filepath.Clean(d))
			}
		}
	}
	for _, d := range strings.Split(override, ":") {
		add(d)
	}
	for _, env := range []string{"CUDA_HOME", "CUDA_PATH"} {
		if v := os.Getenv(env); v != "" {
			add(filepath.Join(v, "lib64"), filepath.Join(v, "lib"))
		}
	}
	cuda, _ := filepath.Glob("/usr/local/cuda*")
	if len(cuda) == 0 {
		cuda = []string{"/usr/local/cuda"} // named in the error even when absent
	}
	sort.Sort(sort.Reverse(sort.StringSlice(cuda)))
	if i := indexOf(cuda, "/usr/local/cuda"); i > 0 { // the plain link first
		cuda = append([]string{"/usr/local/cuda"}, append(cuda[:i], cuda[i+1:]...)...)
	}
	for _, c := range cuda {
		add(filepath.Join(c, "lib64"))
		t, _ := filepath.Glob(filepath.Join(c, "targets", "*", "lib"))
		add(t...)
	}
	add(ldconfigDirs()...)
	for _, d := range strings.Split(os.Getenv("LD_LIBRARY_PATH"), ":") {
		add(d)
	}
	arch := map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu"}[runtime.GOARCH]
	add("/usr/local/nvidia/lib64", "/usr/lib/wsl/lib")
	if arch != "" {
		add("/usr/lib/"+arch, "/lib/"+arch)
	}
	add("/usr/lib64", "/usr/lib", "/lib64")
	add(pipDirs()...)
	return dedup(dirs)
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

func dedup(s []string) []string {
	seen := map[string]bool{}
	out := s[:0]
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// ldconfigDirs returns the directories of the CUDA libraries in the loader cache.
func ldconfigDirs() []string {
	path, err := exec.LookPath("ldconfig")
	if err != nil {
		path = "/sbin/ldconfig"
		if _, err := os.Stat(path); err != nil {
			return nil
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "-p").Output()
	if err != nil {
		return nil
	}
	var dirs []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if !strings.Contains(line, "libcuda.so") && !strings.Contains(line, "libnvrtc") && !strings.Contains(line, "libcublas") {
			continue
		}
		if i := strings.LastIndex(line, "=> "); i >= 0 {
			dirs = append(dirs, filepath.Dir(strings.TrimSpace(line[i+3:])))
		}
	}
	return dirs
}

// pipDirs returns nvidia/*/lib directories of pip-installed CUDA wheels.
func pipDirs() []string {
	var roots []string
	if v := os.Getenv("VIRTUAL_ENV"); v != "" {
		roots = append(roots, v)
	}
	home, _ := os.UserHomeDir()
	if home != "" {
		roots = append(roots, filepath.Join(home, ".local"))
	}
	roots = append(roots, "/usr", "/usr/local")
	venvs, _ := filepath.Glob("/opt/*/.venv")
	roots = append(roots, venvs...)
	var dirs []string
	for _, r := range roots {
		for _, sp := range []string{"site-packages", "dist-packages"} {
			g, _ := filepath.Glob(filepath.Join(r, "lib", "python3*", sp, "nvidia", "*", "lib"))
			dirs = append(dirs, g...)
		}
	}
	return dirs
}

// openLib tries each name in each directory, then each bare name through the
// dynamic loader. It returns the handle and the path it loaded.
func openLib(lib string, names []string, dirs []string) (uintptr, string, error) {
	e := &LibError{Lib: lib}
	for _, d := range dirs {
		for _, n := range names {
			p := filepath.Join(d, n)
			if st, err := os.Stat(p); err != nil || st.IsDir() {
				continue
			}
			h, err := dlopen(p)
			if err == nil {
				return h, p, nil
			}
			e.Tried = append(e.Tried, fmt.Sprintf("%s (%v)", p, err))
		}
		e.Tried = append(e.Tried, filepath.Join(d, "{"+strings.Join(names, ",")+"}")+" (not there)")
	}
	for _, n := range names {
		h, err := dlopen(n)
		if err == nil {
			return h, n, nil
		}
		e.Tried = append(e.Tried, fmt.Sprintf("%s via the dynamic loader (%v)", n, err))
	}
	return 0, "", e
}
