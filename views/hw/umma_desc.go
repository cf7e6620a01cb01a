package hw

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
)

// UMMADesc draws an UMMA descriptor (mma_sm100_desc.hpp) in
// width×height: its word of n bits (64 for SmemDescriptor, 32 for the
// instruction descriptors) as bits under the letters of the fields that
// hold them ('.' for bits no field uses), and a table of the fields,
// high bits first: their bits, value and note (what it means, from the
// value's own printing, name: value (note)). Every value is the word's.
func UMMADesc(title string, word uint64, n int, fields []atom.UMMAField, notes map[string]string, width, height int) (string, error) {
	if n != 32 && n != 64 {
		return "", fmt.Errorf("a descriptor of %d bits", n)
	}
	letter := make(map[string]byte, len(fields))
	for i, f := range fields {
		letter[f.Name] = byte('A' + i)
	}
	var bits, letters strings.Builder
	for i := n - 1; i >= 0; i-- {
		bits.WriteByte('0' + byte(word>>uint(i)&1))
		l := byte('.')
		for _, f := range fields {
			if uint(i) >= f.Lo && uint(i) < f.Lo+f.Width {
				l = letter[f.Name]
			}
		}
		letters.WriteByte(l)
	}
	out := block{title, fmt.Sprintf("bit %d%s0", n-1, strings.Repeat(" ", n-1-len(fmt.Sprint(n-1)))), "    " + bits.String(), "    " + letters.String(), ""}
	out = append(out, fmt.Sprintf("%-2s %-6s %-21s %6s  %s", "", "bits", "field", "value", "means"))
	for i := len(fields) - 1; i >= 0; i-- {
		f := fields[i]
		span := fmt.Sprint(f.Lo)
		if f.Width > 1 {
			span = fmt.Sprintf("%d–%d", f.Lo+f.Width-1, f.Lo)
		}
		out = append(out, fmt.Sprintf("%c  %-6s %-21s %6d  %s", letter[f.Name], span, f.Name, f.Value, notes[f.Name]))
	}
	return fit(out, width, height), nil
}

// fieldNotes reads the notes a descriptor value prints after its fields
// ("  name [lo,hi): value (note)" or "... value note"): what each field
// means, from the engine's own printing.
func fieldNotes(printed string) map[string]string {
	notes := map[string]string{}
	for _, l := range strings.Split(printed, "\n")[1:] {
		name, rest, ok := strings.Cut(strings.TrimSpace(l), " ")
		if !ok {
			continue
		}
		_, after, ok := strings.Cut(rest, "): ")
		if !ok {
			continue
		}
		if _, note, ok := strings.Cut(after, " "); ok {
			notes[name] = strings.TrimSuffix(strings.TrimPrefix(note, "("), ")")
		}
	}
	return notes
}
