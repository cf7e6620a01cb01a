package model_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/gpu/model/bank"
	"github.com/cutetui/cutetui/internal/budget"
)

// TestLibraryIsAnOption: the models' functions exist in an Env given
// Library and in no other; with it, their names are taken (an assignment
// is refused, a misspelling is corrected) and help lists them.
func TestLibraryIsAnOption(t *testing.T) {
	const stmt = "gemm_identity_swizzle<2>((512,512), (128,128), (5,1))"
	if _, err := eval.NewEnv().Exec(stmt); err == nil || !strings.Contains(err.Error(), "unknown function gemm_identity_swizzle") {
		t.Errorf("without the library: %v", err)
	}
	e := newEnv()
	if res, err := e.Exec(stmt); err != nil || res.Text != "(2,3)" {
		t.Errorf("with the library: %q, %v", res.Text, err)
	}
	if _, err := e.Exec("find_swizzle = 3"); err == nil || !strings.Contains(err.Error(), "find_swizzle is a built-in function") {
		t.Errorf("assigning to find_swizzle: %v", err)
	}
	if _, err := e.Exec("bank_conflict(8:1, 8:1)"); err == nil || !strings.Contains(err.Error(), "did you mean bank_conflicts?") {
		t.Errorf("a misspelling: %v", err)
	}
	if _, err := e.Clone().Exec(stmt); err != nil {
		t.Errorf("a clone forgets the library: %v", err)
	}
	for _, name := range []string{"bank_conflicts", "bank_conflicts_store", "find_swizzle", "gemm_identity_swizzle"} {
		if _, ok := eval.Help(name); ok {
			t.Errorf("Help(%s) without the library found it", name)
		}
		d, ok := eval.Help(name, model.Library())
		if !ok || !d.Explained || d.Sig == "" || d.Doc == "" {
			t.Errorf("Help(%s, Library) = %+v, %v", name, d, ok)
		}
		n := 0
		for _, b := range eval.Builtins(model.Library()) {
			if b.Name == name {
				n++
			}
		}
		if n != 1 {
			t.Errorf("Builtins(Library) lists %s %d times", name, n)
		}
	}
	if !strings.Contains(eval.Guide, "gemm_identity_swizzle") {
		t.Error("the guide no longer shows gemm_identity_swizzle")
	}
}

// TestExplainIdentitySwizzle: --explain of gemm_identity_swizzle is the
// raster's derivation, ending at the result Exec gives; a CTA past the
// tiles is an error in both.
func TestExplainIdentitySwizzle(t *testing.T) {
	res, steps, err := newEnv().Explain("gemm_identity_swizzle<2>((512,512), (128,128), (5,1))")
	if err != nil || res.Text != "(2,3)" {
		t.Fatalf("%q, %v", res.Text, err)
	}
	var all []string
	for _, s := range steps {
		all = append(all, s.Text)
	}
	if text := strings.Join(all, "\n"); !strings.Contains(text, "(8, 2, 1)") {
		t.Errorf("the steps do not give the grid (8, 2, 1):\n%s", text)
	}
	if _, _, err := newEnv().Explain("gemm_identity_swizzle<2>((512,384), (128,128), (1,1))"); err == nil || !strings.Contains(err.Error(), "no tile") {
		t.Errorf("a CTA past the tiles: %v", err)
	}
	if got := eval.NoDerivation("gemm_identity_swizzle<2>((512,512), (128,128), (5,1))"); got != "" {
		t.Errorf("NoDerivation without the library: %q", got)
	}
}

// TestExplainBankConflicts: --explain of bank_conflicts gives the
// addressing rule, one step per phase listing every thread's address and
// bank, and the total.
func TestExplainBankConflicts(t *testing.T) {
	res, steps, err := newEnv().Explain("bank_conflicts((16,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,128))")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Text, "ldmatrix.x4: 4 phases, 32 wavefronts") {
		t.Errorf("result %q", res.Text)
	}
	if len(steps) != 6 {
		t.Fatalf("%d steps, want the rule, 4 phases and the total", len(steps))
	}
	// thread 9 gives row 9: byte 9*128 = 1152, bank 0
	if !strings.Contains(steps[2].Text, "T9   addr 1152   bank 0-3") || !strings.Contains(steps[2].Text, "8-way") {
		t.Errorf("phase 1:\n%s", steps[2].Text)
	}
	if !strings.Contains(steps[5].Text, "28 bank conflicts") {
		t.Errorf("total: %s", steps[5].Text)
	}
}

// TestBankAddressIsChecked: a bank address past 64 bits is an error,
// never a wrapped address (once "negative address").
func TestBankAddressIsChecked(t *testing.T) {
	_, err := newEnv().Exec("bank_conflicts(32:72057594037927936, Copy_Atom<UniversalCopy<uint64_t>, double>{})")
	if err == nil || !strings.Contains(err.Error(), "is beyond a 64-bit address") {
		t.Errorf("got %v", err)
	}
}

// TestBankValueCarriesTheModel: bank_conflicts answers a BankValue whose
// Result is gpu/model/bank's for the same layout, access and threads, whose
// Smem is the swizzled layout with the atom's element size, and which
// prints the summary, then the phases.
func TestBankValueCarriesTheModel(t *testing.T) {
	res, err := newEnv().Exec("bank_conflicts(Sw<3,3,3> o (16,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,128))")
	if err != nil {
		t.Fatal(err)
	}
	v, ok := res.Value.(model.BankValue)
	if !ok {
		t.Fatalf("value %T, want BankValue", res.Value)
	}
	if v.Kind() != value.KindBank || v.Kind().String() != "bank conflicts" {
		t.Errorf("kind %v", v.Kind())
	}
	l, err := engine.MakeLayout(engine.Tuple(engine.Int(16), engine.Int(64)), engine.Tuple(engine.Int(64), engine.Int(1)))
	if err != nil {
		t.Fatal(err)
	}
	sw, err := engine.NewSwizzle(3, 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	tv, err := engine.MakeLayout(engine.Tuple(engine.Int(16), engine.Int(2)), engine.Tuple(engine.Int(1), engine.Int(128)))
	if err != nil {
		t.Fatal(err)
	}
	smem := bank.Smem{Layout: engine.MakeComposedLayout(sw, 0, l), ElemBits: 16}
	acc, err := bank.ParseAccess("ldmatrix.x4")
	if err != nil {
		t.Fatal(err)
	}
	want, err := bank.Conflicts(smem, acc, &tv)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v.R, want) {
		t.Errorf("result %+v\nwant %+v", v.R, want)
	}
	if v.Smem.ElemBits != 16 || v.Smem.String() != "Sw<3,3,3> o 0 o (16,64):(64,1)" {
		t.Errorf("smem %s of %d bits", v.Smem, v.Smem.ElemBits)
	}
	text := "ldmatrix.x4: 4 phases, 4 wavefronts (ideal 4), 0 bank conflicts, worst phase 1-way\n" +
		"phase 0 (threads 0-7): 1-way\nphase 1 (threads 8-15): 1-way\nphase 2 (threads 16-23): 1-way\nphase 3 (threads 24-31): 1-way"
	if res.Text != text || v.StaticString() != text {
		t.Errorf("printed\n%s\nwant\n%s", res.Text, text)
	}
	if got, ok := v.Layout(); !ok || got.String() != "(16,64):(64,1)" {
		t.Errorf("layout %s %v", got, ok)
	}
}

// FuzzBankConflicts runs mutated bank_conflicts and find_swizzle calls
// (and their --explain derivations): each answers or gives a positioned
// *eval.Error within the budget of one input, never a panic or a hang.
func FuzzBankConflicts(f *testing.F) {
	for _, s := range []string{
		"bank_conflicts((32,32):(32,1), Copy_Atom<UniversalCopy<uint32_t>, float>{})",
		"bank_conflicts(Sw<3,3,3> o (8,64):(64,1), Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, ((8,4),8):((1,64),8))",
		"bank_conflicts_store((8,64):(72,1), Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, 32:4)",
		"bank_conflicts((16,64):(64,1), Copy_Atom<SM75_U16x8_LDSM_T, half_t>{}, (16,2):(1,128))",
		"bank_conflicts((16,64):(64,1), Copy_Atom<SM90_U32x2_STSM_N, half_t>{}, (8,4):(1,0))",
		"bank_conflicts(512:1, Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{})",
		"find_swizzle((64,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,1024))",
		"find_swizzle((8,64):(64,1), Sw<3,3,3> o (8,64):(64,1))",
		"find_swizzle((4,8):(8,-1), 32:1)",
		"gemm_identity_swizzle<4>((64,96),(32,32),(3,0))",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, explain := range []bool{false, true} {
			var err error
			budget.Within(t, s, budget.Alloc, budget.FuzzTime(), func() {
				if explain {
					_, _, err = newEnv().Explain(s)
				} else {
					_, err = newEnv().Exec(s)
				}
			})
			if err == nil {
				continue
			}
			ee, ok := err.(*eval.Error)
			if !ok {
				t.Fatalf("%q: error %T, want *eval.Error", s, err)
			}
			if strings.Contains(ee.Msg, "internal error") {
				t.Fatalf("%q: %v", s, err)
			}
			if ee.Pos < 0 || ee.Pos > len(s) {
				t.Fatalf("%q: error column %d outside the line", s, ee.Pos)
			}
		}
	})
}
