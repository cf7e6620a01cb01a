package notebook

import (
	"bytes"
	"errors"
)

// Merge says what MergeRecovered took from a recovery copy.
type Merge struct {
	// Taken are the lines, in the file as it is now, of the blocks whose
	// recovered text was merged in.
	Taken []int
	// Conflicts are the lines, in the recovery copy, of the blocks edited
	// there whose text in the file changed too (or that the file no longer
	// has): the file's text is kept.
	Conflicts []int
	// FileChanged: the file is no longer what the copy was made from
	// (false when that is not known: no base).
	FileChanged bool
}

// ErrNotBlockEdits is MergeRecovered's refusal of a recovery copy that is
// not its base with some blocks' text changed (the blocks differ in number
// or kind), so its edits cannot be told apart.
var ErrNotBlockEdits = errors.New("the recovery copy is not the file with some blocks edited")

// MergeRecovered merges the block edits of a recovery copy into the file
// as it is now. recovered is base — the file when the copy was made — with
// some blocks' text edited (what a reader autosaves); base nil stands for
// a copy made before bases were kept, read as made from disk. Each block
// whose text differs between base and recovered is an edit; it goes into
// the block of disk that still holds base's text (the same block by
// position, or else the one block of that kind and text), so prose and
// blocks changed in the file since are kept. An edited block whose text
// changed in the file too (or that the file lost) is a conflict: the file's
// text is kept. The result is disk with the taken blocks' text replaced.
func MergeRecovered(base, recovered, disk []byte) ([]byte, Merge, error) {
	m := Merge{FileChanged: base != nil && !bytes.Equal(base, disk)}
	if base == nil {
		base = disk
	}
	b, r, d := Parse(base), Parse(recovered), Parse(disk)
	if len(b.Blocks) != len(r.Blocks) {
		return nil, Merge{}, ErrNotBlockEdits
	}
	texts := map[int]string{}
	for i, rb := range r.Blocks {
		bb := b.Blocks[i]
		if rb.Kind != bb.Kind {
			return nil, Merge{}, ErrNotBlockEdits
		}
		if rb.Text == bb.Text {
			continue
		}
		j := counterpart(d, bb, i, texts)
		switch {
		case j >= 0:
			texts[j] = rb.Text
			m.Taken = append(m.Taken, d.Blocks[j].Line)
		case i < len(d.Blocks) && d.Blocks[i].Kind == rb.Kind && d.Blocks[i].Text == rb.Text:
			// the file already holds the edit
		default:
			m.Conflicts = append(m.Conflicts, rb.Line)
		}
	}
	out, err := d.WithBlocks(texts)
	return out, m, err
}

// counterpart returns the index of the block of d that is base block bb
// (index i) unchanged — d's block i when it is, or else the one block of
// d of bb's kind and text not already taken — or -1.
func counterpart(d *Doc, bb *Block, i int, taken map[int]string) int {
	same := func(x *Block) bool { return x.Kind == bb.Kind && x.Text == bb.Text }
	if i < len(d.Blocks) && same(d.Blocks[i]) {
		if _, ok := taken[i]; !ok {
			return i
		}
	}
	found := -1
	for j, x := range d.Blocks {
		if _, ok := taken[j]; ok || !same(x) {
			continue
		}
		if found >= 0 {
			return -1 // two candidates: not knowable
		}
		found = j
	}
	return found
}
