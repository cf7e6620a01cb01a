package model

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model/bank"
)

// BankValue is the answer of bank_conflicts and bank_conflicts_store: the
// bank model's Result (per phase, each thread's address, bank and
// conflict degree; the wavefronts) and the shared-memory layout and
// element size it was run on, so a view can draw the phases and the
// layout coloured by bank. It prints as text: the summary, the access's
// note, the merge of paired threads and one line per phase.
type BankValue struct {
	R    bank.Result
	Smem bank.Smem
}

// Kind is value.KindBank.
func (BankValue) Kind() value.Kind { return value.KindBank }

// String is the summary and one line per phase, as cutetui eval prints it.
func (v BankValue) String() string {
	r := v.R
	lines := []string{r.Summary()}
	if r.Access.Note != "" {
		lines = append(lines, "note: "+r.Access.Note)
	}
	if r.Merged != 0 {
		lines = append(lines, fmt.Sprintf("threads t and t^%d give the same addresses: served as %d threads", r.Merged, r.Access.Threads/2))
	}
	for p := range r.Phases {
		lines = append(lines, r.PhaseLine(p))
	}
	return strings.Join(lines, "\n")
}

// StaticString is String: the table has no static form.
func (v BankValue) StaticString() string { return v.String() }

// Layout is the shared-memory layout's outer layout (the layout a swizzle
// is composed with), as the text bank_conflicts printed before carried.
func (v BankValue) Layout() (engine.Layout, bool) { return v.Smem.Layout.Outer(), true }
