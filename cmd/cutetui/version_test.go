package main

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionLine(t *testing.T) {
	rev := "0123456789abcdef0123456789abcdef01234567"
	for _, tc := range []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build info", nil, false, "cutetui (devel) (no build information)"},
		{"work tree, no vcs", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, true, "cutetui (devel) go1.26.8"},
		{"empty version", &debug.BuildInfo{GoVersion: "go1.26.8"}, true, "cutetui (devel) go1.26.8"},
		{"go install of a tag", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.4.0"}}, true, "cutetui v0.4.0 go1.26.8"},
		{"vcs, clean", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: "2026-11-24T00:00:00Z"}, {Key: "vcs.modified", Value: "false"},
		}}, true, "cutetui (devel) (commit 0123456789ab, 2026-11-24T00:00:00Z) go1.26.8"},
		{"vcs, modified", &debug.BuildInfo{Main: debug.Module{Version: "v0.4.1-0.20261124000000-0123456789ab+dirty"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "true"},
		}}, true, "cutetui v0.4.1-0.20261124000000-0123456789ab+dirty (commit abc, modified)"},
	} {
		if got := versionLine(tc.info, tc.ok); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestVersionCommand: --version and `version` print this binary's line (a
// test binary's build information: its main module is the test's).
func TestVersionCommand(t *testing.T) {
	info, ok := debug.ReadBuildInfo()
	want := versionLine(info, ok) + "\n"
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		var out, errb bytes.Buffer
		if code := dispatch(args, strings.NewReader(""), &out, &errb); code != 0 || out.String() != want || errb.Len() != 0 {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %q", args, code, out.String(), errb.String(), want)
		}
	}
	var out, errb bytes.Buffer
	if code := dispatch([]string{"version", "extra"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), `unexpected argument "extra"`) {
		t.Errorf("version extra: status %d, stderr %q", code, errb.String())
	}
}
