package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval/parse"
)

// toDSLCases are C++ statements and their DSL spelling.
var toDSLCases = []struct{ cpp, dsl string }{
	{"make_layout((4,8),(8,1))", "cute.make_layout((4, 8), stride=(8, 1))"},
	{"L = (4,8):(8,1)", "L = cute.make_layout((4, 8), stride=(8, 1))"},
	{"make_layout(24)", "cute.make_layout(24)"},
	{"make_layout((24))", "cute.make_layout((24,))"},
	{"slice((_,2), L)", "cute.slice_(L, (None, 2))"},
	{"dice((1,_), L)", "cute.dice(L, (1, None))"},
	{"size<0>(L)", "cute.size(L, mode=[0])"},
	{"size<1,0>(L)", "cute.size(L, mode=[1, 0])"},
	{"shape<1>(L)", "cute.shape(L, mode=1)"},
	{"group_modes<0,2>(L)", "cute.group_modes(L, 0, 2)"},
	{"coalesce(L, (1,1))", "cute.coalesce(L, target_profile=(1, 1))"},
	{"local_tile(L, (2,2), (1,0))", "cute.local_tile(L, (2, 2), (1, 0))"},
	{"composition(Sw<3,4,3>{}, L)", "cute.composition(cute.make_swizzle(3, 4, 3), L)"},
	{"L(3)", "L(3)"},
	{"stride(L)", "L.stride"},
	{"make_gmem_ptr<half_t>(0)", "cute.make_ptr(cutlass.Float16, 0, cute.AddressSpace.gmem)"},
	{"make_smem_ptr(float{}, 64)", "cute.make_ptr(cutlass.Float32, 64, cute.AddressSpace.smem)"},
	{"tile_to_shape(L, (8,16))", "cute.tile_to_shape(L, (8, 16), (0, 1))"},
	{"Sw<3,3,3> o (8,64):(64,1)", "cute.composition(cute.make_swizzle(3, 3, 3), cute.make_layout((8, 64), stride=(64, 1)))"},
	{"SM80_16x8x16_F32F16F16F32_TN{}", "cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16))"},
	{"make_tiled_mma(L, make_layout((2,1,1)))", "cute.make_tiled_mma(L, cute.make_layout((2, 1, 1)))"},
	{"SM90_64x128x16_F32F16F16_SS<Major::K,Major::MN>{}", "cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 128, 16), cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN)"},
	{"Copy_Atom<UniversalCopy<uint128_t>, half_t>{}", "cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float16, num_bits_per_copy=128)"},
	{"Copy_Atom<SM75_U16x8_LDSM_T, half_t>{}", "cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(True, 4), cutlass.Float16)"},
	{"Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint64_t>, float>{}", "cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(), cutlass.Float32, num_bits_per_copy=64)"},
	{"Sw<3,4,3> o 0 o L", "cute.make_composed_layout(cute.make_swizzle(3, 4, 3), 0, L)"},
	{"cute.size(L)", "cute.size(L)"},
}

func TestToDSL(t *testing.T) {
	for _, c := range toDSLCases {
		got, err := ToDSL(c.cpp, map[string]bool{"L": true})
		if err != nil || got != c.dsl {
			t.Errorf("ToDSL(%q) = %q, %v; want %q", c.cpp, got, err, c.dsl)
		}
		// Where the C++ statement evaluates, its spelling gives its value.
		cpp, dsl := NewEnv(), NewEnv()
		for _, e := range []*Env{cpp, dsl} {
			if _, err := e.Exec("L = (4,8):(8,1)"); err != nil {
				t.Fatal(err)
			}
		}
		want, err := cpp.Exec(c.cpp)
		if err != nil || want.Value == nil {
			continue
		}
		if res, err := dsl.Exec(got); err != nil || res.Value.String() != want.Value.String() {
			t.Errorf("%q is %v; its DSL spelling %q gives %+v, %v", c.cpp, want.Value, got, res.Value, err)
		}
	}
	for _, cpp := range []string{"recast_layout<uint16_t,uint32_t>(L)", "make_layout(A, B)", "(4,8)/(2,2)", "tile_unknown(L)", "stride()", "layout<0>(L)", "size<0>()"} {
		if got, err := ToDSL(cpp, map[string]bool{"L": true, "A": true, "B": true}); err == nil {
			t.Errorf("ToDSL(%q) = %q, want an error saying it has no DSL spelling", cpp, got)
		}
	}
}

// TestToDSLKeepsEveryLessonPanesValues rewrites every pane of the course
// (```cute fences of lessons/*.md) with DSLBlock and runs both: each
// statement the rewrite spells in the DSL must give the C++ statement's
// value, and each it cannot must be kept, under a `# C++ only` note.
func TestToDSLKeepsEveryLessonPanesValues(t *testing.T) {
	files, _ := filepath.Glob("../../lessons/*.md")
	if len(files) == 0 {
		t.Fatal("no lessons found")
	}
	spelled, kept := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, pane := range cuteFences(string(src)) {
			cpp := NewEnv().ExecBlock(pane)
			dslSrc := DSLBlock(pane)
			dsl := NewEnv().ExecBlock(dslSrc)
			if len(dsl) != len(cpp) {
				t.Fatalf("%s: %d statements became %d:\n%s\n--\n%s", f, len(cpp), len(dsl), pane, dslSrc)
			}
			for i := range cpp {
				c, d := cpp[i], dsl[i]
				if d.Input == c.Input && !strings.HasPrefix(strings.TrimSpace(c.Input), "#") {
					if !parse.LooksDSL(c.Input) {
						kept++
					}
					continue
				}
				spelled++
				if c.Err != nil {
					continue // the C++ statement's error (a library function, a later-bound name)
				}
				if d.Err != nil {
					t.Errorf("%s: %q spelled %q: %v", filepath.Base(f), c.Input, d.Input, d.Err.Msg)
					continue
				}
				if c.Result.Value.String() != d.Result.Value.String() {
					t.Errorf("%s: %q is %s, its DSL spelling %q is %s", filepath.Base(f), c.Input, c.Result.Value, d.Input, d.Result.Value)
				}
			}
		}
	}
	t.Logf("statements spelled in the DSL: %d; kept in C++: %d", spelled, kept)
	if spelled == 0 {
		t.Error("no statement was spelled in the DSL")
	}
}

// cuteFences are the bodies of the ```cute fences of a lesson.
func cuteFences(md string) []string {
	var out []string
	var cur []string
	in := false
	for _, line := range strings.Split(md, "\n") {
		switch {
		case !in && (line == "```cute" || strings.HasPrefix(line, "```cute ")):
			in, cur = true, nil
		case in && strings.HasPrefix(line, "```"):
			in = false
			out = append(out, strings.Join(cur, "\n"))
		case in:
			cur = append(cur, line)
		}
	}
	return out
}

// TestDialectPrintDSL runs a pane of the course in the DSL's notation:
// the rewritten statements and the C++-only ones both read, and every
// value prints as the DSL prints it.
func TestDialectPrintDSL(t *testing.T) {
	src := DSLBlock("L = (4,8):(8,1)\nshape(L)\nslice((_,2), L)\ncomposition(Sw<3,4,3>{}, (8,64):(64,1))\nprint_layout(make_layout((2,2)))")
	want := "L = cute.make_layout((4, 8), stride=(8, 1))\ncute.shape(L)\ncute.slice_(L, (None, 2))\n" +
		"cute.composition(cute.make_swizzle(3, 4, 3), cute.make_layout((8, 64), stride=(64, 1)))\n" +
		"# C++ only: column 1: no DSL spelling for print_layout()\nprint_layout(make_layout((2,2)))"
	if src != want {
		t.Fatalf("DSLBlock =\n%s\nwant\n%s", src, want)
	}
	e := NewEnv()
	e.Dialect = DialectPrintDSL
	var got []string
	for _, r := range e.ExecBlock(src) {
		if r.Err != nil {
			t.Fatalf("%q: %s", r.Input, r.Err.Msg)
		}
		got = append(got, r.Result.Text)
	}
	wantText := []string{"", "(4, 8)", "(4):(8)", "S<3,4,3> o 0 o (8,64):(64,1)"}
	for i, w := range wantText {
		if got[i] != w {
			t.Errorf("statement %d prints %q, want %q", i+1, got[i], w)
		}
	}
}

// FuzzToDSL holds ToDSL to never panicking, and to a DSL spelling that
// reads back as a statement whenever it gives one.
func FuzzToDSL(f *testing.F) {
	for _, c := range toDSLCases {
		f.Add(c.cpp)
	}
	f.Add("stride()")
	f.Add("x = group_modes<0>(L)")
	f.Add("(4,8)*2 + L(1)")
	f.Fuzz(func(t *testing.T, line string) {
		d, err := ToDSL(line, map[string]bool{"L": true})
		if err != nil || isBlank(d) || d == line {
			return
		}
		if _, perr := parse.ParseDSL(d); perr != nil {
			t.Errorf("ToDSL(%q) = %q, which does not read: %v", line, d, perr)
		}
	})
}

// TestDSLBlockCallsALayoutTheDSLAssigned: in a pane written in the DSL
// (lesson 21), L(9) after L = cute.make_layout(...) is Python's call of
// the layout, not a "C++ only" line.
func TestDSLBlockCallsALayoutTheDSLAssigned(t *testing.T) {
	src := "L = cute.make_layout((4, 8), stride=(8, 1))\nL(9)\ntv, = (L,)\ntv(3)"
	if got := DSLBlock(src); got != src {
		t.Errorf("DSLBlock(%q) =\n%s\nwant it unchanged", src, got)
	}
}
