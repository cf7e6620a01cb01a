package eval

import (
	"reflect"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/bank"
)

// TestBankValueCarriesTheModel: bank_conflicts answers a BankValue whose
// Result is engine/bank's for the same layout, access and threads, whose
// Smem is the swizzled layout with the atom's element size, and which
// prints the text cutetui eval printed before (summary, then phases).
func TestBankValueCarriesTheModel(t *testing.T) {
	res, err := NewEnv().Exec("bank_conflicts(Sw<3,3,3> o (16,64):(64,1), Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, (16,2):(1,128))")
	if err != nil {
		t.Fatal(err)
	}
	v, ok := res.Value.(BankValue)
	if !ok {
		t.Fatalf("value %T, want BankValue", res.Value)
	}
	if v.Kind() != KindBank || v.Kind().String() != "bank conflicts" {
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
