package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// TestDSLPointerTensorsReadBack: every pointer and tensor of a pointer
// the lessons make prints, in the DSL's notation, as
// tensor<ptr<T, space> o L> (or ptr<T, space>), and that printout, read in
// the DSL's dialect, prints the same again; in C++'s notation it is the
// same tensor at address 0 (the DSL prints no address).
func TestDSLPointerTensorsReadBack(t *testing.T) {
	files, _ := filepath.Glob("../../lessons/*.md")
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, cell := range cuteCells(string(data)) {
			e := NewEnv()
			for _, line := range cell {
				res, err := e.Exec(line)
				if err != nil {
					continue
				}
				v := res.Value
				if res.Name != "" {
					v, _ = e.Lookup(res.Name)
				}
				var p value.PointerValue
				switch x := v.(type) {
				case value.PointerValue:
					p = x
				case value.TensorValue:
					p = x.P()
				case value.ComposedTensorValue:
					p = x.P
				default:
					continue
				}
				s := value.DSLString(v)
				if !strings.HasPrefix(s, "ptr<") && !strings.HasPrefix(s, "tensor<ptr<") {
					if !p.Swizzled && (p.Space == "gmem" || p.Space == "smem" || p.Space == "rmem") && value.DSLString(p.Type) != p.Type.Name {
						// a plain pointer to a type the DSL names, in a space it names: the DSL spells it
						t.Errorf("%s: %s prints %q in the DSL's notation", filepath.Base(f), line, s)
					}
					continue
				}
				checked++
				back := NewEnv()
				back.Dialect = DialectDSL
				r, err := back.Exec(s)
				if err != nil {
					t.Errorf("%s: %s prints %q, which does not read back: %v", filepath.Base(f), line, s, err)
					continue
				}
				if got := value.DSLString(r.Value); got != s {
					t.Errorf("%s: %s prints %q, which reads back as %q", filepath.Base(f), line, s, got)
				}
				if got, want := r.Value.String(), withAddr0(v); got != want {
					t.Errorf("%s: %s reads back in C++'s notation as %q, want %q", filepath.Base(f), line, got, want)
				}
			}
		}
	}
	t.Logf("%d pointers and tensors checked", checked)
	if checked < 10 {
		t.Errorf("only %d pointers and tensors checked", checked)
	}
}

// withAddr0 is v's C++ printout with its pointer at address 0.
func withAddr0(v value.Value) string {
	switch x := v.(type) {
	case value.PointerValue:
		x.Addr = 0
		return x.String()
	case value.TensorValue:
		p := x.P()
		p.Addr = 0
		return value.NewTensor(p, x.T.Layout).String()
	case value.ComposedTensorValue:
		x.P.Addr = 0
		return x.String()
	}
	return v.String()
}
