package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

func init() {
	register("version", "print the version of this binary (also --version)", runVersion)
}

// runVersion is `cutetui version` and `cutetui --version`.
func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("version")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: cutetui version   (or cutetui --version)")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Prints the module version this binary was built from, with the commit,")
		fmt.Fprintln(w, "its time and whether the tree had changes, when the build recorded them.")
	}
	if code, ok := parseFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		usage(stderr)
		fmt.Fprintf(stderr, "\ncutetui version: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	info, ok := debug.ReadBuildInfo()
	fmt.Fprintln(stdout, versionLine(info, ok))
	return 0
}

// versionLine describes a build as `cutetui VERSION [(commit REV, TIME,
// modified)] GO`: VERSION is the main module's version ("(devel)" for a
// build from a work tree), the parenthesis appears when the build recorded
// version-control settings (go build -buildvcs), and GO is the toolchain.
func versionLine(info *debug.BuildInfo, ok bool) string {
	if !ok || info == nil {
		return "cutetui (devel) (no build information)"
	}
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	var vcs []string
	var rev, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		vcs = append(vcs, "commit "+rev)
	}
	if when != "" {
		vcs = append(vcs, when)
	}
	if modified {
		vcs = append(vcs, "modified")
	}
	line := "cutetui " + version
	if len(vcs) > 0 {
		line += " (" + strings.Join(vcs, ", ") + ")"
	}
	if info.GoVersion != "" {
		line += " " + info.GoVersion
	}
	return line
}
