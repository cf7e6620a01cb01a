package repl

import (
	"bytes"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// TestWriteFunctions: the list names every built-in with its usage; with
// docs, each doc follows its usage, wrapped within helpWidth.
func TestWriteFunctions(t *testing.T) {
	var short, long bytes.Buffer
	WriteFunctions(&short, false)
	WriteFunctions(&long, true)
	for _, d := range eval.Builtins(model.Library()) {
		sig := "  " + strings.Join(sigLines(d.Sig), "\n  ") + "\n"
		if !strings.Contains(short.String(), "\n"+sig) {
			t.Errorf("the list lacks %s", d.Sig)
		}
		words := strings.Fields(d.Doc)
		if !strings.Contains(long.String(), sig+"      "+words[0]) {
			t.Errorf("the documented list lacks %s and its doc", d.Sig)
		}
	}
	for _, l := range strings.Split(long.String(), "\n") {
		if ansi.StringWidth(l) > helpWidth {
			t.Errorf("line wider than %d: %q", helpWidth, l)
		}
	}
}

func TestWriteFunction(t *testing.T) {
	var b bytes.Buffer
	if err := WriteFunction(&b, "right_inverse"); err != nil || !strings.HasPrefix(b.String(), "  right_inverse(L)\n      R with L(R(i)) = i") {
		t.Errorf("%q, %v", b.String(), err)
	}
	for name, want := range map[string]string{
		"right_invers": `no function "right_invers" (did you mean right_inverse?)`,
		"frobnicate":   `no function "frobnicate"; help lists them`,
	} {
		if err := WriteFunction(&b, name); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", name, err, want)
		}
	}
}

func TestWrap(t *testing.T) {
	got := wrap("aa bb cc dddddddddd e", 5)
	if want := []string{"aa bb", "cc", "dddddddddd", "e"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := wrap("", 5); got != nil {
		t.Errorf("empty: %q", got)
	}
}

func TestClosest(t *testing.T) {
	names := []string{"coalesce", "complement", "composition", "size", "eval", "keys"}
	for in, want := range map[string]string{"coalese": "coalesce", "compositon": "composition", "siz": "size", "key": "keys", "zzz": "", "x": "", "": ""} {
		if got := Closest(in, names); got != want {
			t.Errorf("Closest(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSigLines(t *testing.T) {
	if got := sigLines("coalesce(L[, profile])"); len(got) != 1 {
		t.Errorf("a short usage is split: %q", got)
	}
	long := "make_layout(shape) | make_layout(shape, stride) | make_layout(shape, LayoutRight{}) | make_layout(L1, L2, ...)"
	if got := sigLines(long); len(got) != 4 || got[3] != "make_layout(L1, L2, ...)" {
		t.Errorf("%q", got)
	}
}
