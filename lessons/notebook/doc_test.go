package notebook

import (
	"strings"
	"testing"
)

const sample = "# Coalesce\n\nSome prose.\n\n```cute\nA = (2,(1,6)):(1,(6,2))\ncoalesce(A)\n```\n\n## Exercise\n\n```cute-quiz\nquestion: q?\ncheck: 1\nanswer: 1\n```\n\n- a list\n\n  ```cute\n  nested(1)\n  ```\n\n````markdown\n```cute\nexample(2)\n```\n````\n\n```go\nfunc main() {}\n```\n\n```cute-tiles\nproblem: 512x512\n```\ntail\n"

func TestParseSplitsBlocks(t *testing.T) {
	d := Parse([]byte(sample))
	if d.Title != "Coalesce" {
		t.Errorf("title = %q", d.Title)
	}
	if len(d.Blocks) != 3 {
		t.Fatalf("got %d blocks, want 3 (nested and example fences stay prose)", len(d.Blocks))
	}
	want := []struct {
		kind Kind
		text string
		line int
	}{
		{KindCute, "A = (2,(1,6)):(1,(6,2))\ncoalesce(A)\n", 5},
		{KindQuiz, "question: q?\ncheck: 1\nanswer: 1\n", 12},
		{KindTiles, "problem: 512x512\n", 34},
	}
	for i, w := range want {
		b := d.Blocks[i]
		if b.Kind != w.kind || b.Text != w.text || b.Line != w.line || b.Index != i {
			t.Errorf("block %d = {%s %q line %d idx %d}, want {%s %q line %d}", i, b.Kind, b.Text, b.Line, b.Index, w.kind, w.text, w.line)
		}
		if got := string(d.Source[b.Start:b.End]); got != b.Text {
			t.Errorf("block %d: source range holds %q, want %q", i, got, b.Text)
		}
		fence := string(d.Source[b.FenceStart:b.FenceEnd])
		if !strings.HasPrefix(fence, "```"+string(w.kind)+"\n") || !strings.HasSuffix(fence, "```\n") {
			t.Errorf("block %d: fence range %q", i, fence)
		}
	}
	// Segments tile the source and prose keeps the nested fences.
	var sb strings.Builder
	pos := 0
	for _, s := range d.Segments {
		if s.Start != pos {
			t.Fatalf("segment starts at %d, want %d", s.Start, pos)
		}
		if s.Block == nil {
			sb.WriteString(s.Prose)
			if s.Prose != string(d.Source[s.Start:s.End]) {
				t.Errorf("prose segment does not match its range")
			}
		} else {
			sb.WriteString(string(d.Source[s.Start:s.End]))
		}
		pos = s.End
	}
	if pos != len(sample) || sb.String() != sample {
		t.Errorf("segments do not rebuild the source")
	}
	if !strings.Contains(d.Segments[len(d.Segments)-1].Prose, "tail") {
		t.Errorf("last segment = %q", d.Segments[len(d.Segments)-1].Prose)
	}
	var heads []string
	for _, h := range d.Headings {
		heads = append(heads, strings.Repeat("#", h.Level)+" "+h.Text)
	}
	if strings.Join(heads, "|") != "# Coalesce|## Exercise" {
		t.Errorf("headings = %v", heads)
	}
	if d.Headings[1].Line != 10 || string(d.Source[d.Headings[1].Offset:d.Headings[1].Offset+5]) != "## Ex" {
		t.Errorf("heading position = %+v", d.Headings[1])
	}
}

func TestParseEdgeCases(t *testing.T) {
	cases := []struct {
		name   string
		src    string
		blocks int
		text   string
	}{
		{"empty doc", "", 0, ""},
		{"empty block", "```cute\n```\n", 1, ""},
		{"unclosed block", "```cute\nA = 8:1", 1, "A = 8:1\n"},
		{"crlf", "```cute\r\nsize(8:1)\r\n```\r\n", 1, "size(8:1)\n"},
		{"tilde fence", "~~~cute\n8:1\n~~~\n", 1, "8:1\n"},
		{"info with attrs", "```cute {title}\n8:1\n```\n", 1, "8:1\n"},
		{"indented fence", "  ```cute\n  8:1\n  ```\n", 1, "8:1\n"},
		{"block quote", "> ```cute\n> 8:1\n> ```\n", 0, ""},
		{"other language", "```cuteish\n8:1\n```\n", 0, ""},
		{"no info", "```\n8:1\n```\n", 0, ""},
		{"longer fence", "````cute\n```\n````\n", 1, "```\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := Parse([]byte(c.src))
			if len(d.Blocks) != c.blocks {
				t.Fatalf("got %d blocks, want %d", len(d.Blocks), c.blocks)
			}
			if c.blocks > 0 && d.Blocks[0].Text != c.text {
				t.Errorf("text = %q, want %q", d.Blocks[0].Text, c.text)
			}
			end := 0
			for _, s := range d.Segments {
				if s.Start != end {
					t.Fatalf("segments do not tile: %+v", d.Segments)
				}
				end = s.End
			}
			if end != len(c.src) {
				t.Errorf("segments end at %d, want %d", end, len(c.src))
			}
		})
	}
}

func TestWithBlocksChangesOnlyEditedBlocks(t *testing.T) {
	d := Parse([]byte(sample))
	out, err := d.WithBlocks(map[int]string{0: "B = 4:2\nB(1)", 2: "problem: 1024x1024\nswizzle: 2\n"})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(sample, "A = (2,(1,6)):(1,(6,2))\ncoalesce(A)\n", "B = 4:2\nB(1)\n", 1)
	want = strings.Replace(want, "problem: 512x512\n", "problem: 1024x1024\nswizzle: 2\n", 1)
	if string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	d2 := Parse(out)
	if d2.Blocks[0].Text != "B = 4:2\nB(1)\n" || d2.Blocks[2].Text != "problem: 1024x1024\nswizzle: 2\n" {
		t.Errorf("re-parse: %q %q", d2.Blocks[0].Text, d2.Blocks[2].Text)
	}
	if same, _ := d.WithBlocks(nil); string(same) != sample {
		t.Errorf("no edits changed the source")
	}
	if _, err := d.WithBlocks(map[int]string{0: "x\n```\ny"}); err == nil {
		t.Errorf("a fence inside new text was accepted")
	}
	empty := Parse([]byte("```cute\n```\n"))
	if out, _ := empty.WithBlocks(map[int]string{0: "8:1"}); string(out) != "```cute\n8:1\n```\n" {
		t.Errorf("filling an empty block: %q", out)
	}
}

func TestWithBlocksKeepsCRLF(t *testing.T) {
	src := "# T\r\n\r\n```cute\r\nA = 8:1\r\n```\r\ntail\r\n"
	d := Parse([]byte(src))
	out, err := d.WithBlocks(map[int]string{0: "A = 4:2\nA(1)\n"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "# T\r\n\r\n```cute\r\nA = 4:2\r\nA(1)\r\n```\r\ntail\r\n"; string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}
