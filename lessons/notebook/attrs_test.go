package notebook

import (
	"maps"
	"testing"
)

func TestParseAttrs(t *testing.T) {
	for _, c := range []struct {
		info string
		want map[string]string
	}{
		{"cute", nil},
		{"cute {}", nil},
		{"cute {color=tile}", map[string]string{"color": "tile"}},
		{"cute {color=bank, bytes=2 compact}", map[string]string{"color": "bank", "bytes": "2", "compact": ""}},
		{`cute {tv="16x8"}`, map[string]string{"tv": "16x8"}},
	} {
		if got := parseAttrs(c.info); !maps.Equal(got, c.want) {
			t.Errorf("parseAttrs(%q) = %v, want %v", c.info, got, c.want)
		}
	}
}

func TestBlockAttrs(t *testing.T) {
	d := Parse([]byte("# t\n\n```cute {color=thread}\nA = 8:1\n```\n\n```cute\nB = 4:1\n```\n"))
	if len(d.Blocks) != 2 {
		t.Fatalf("%d blocks", len(d.Blocks))
	}
	if d.Blocks[0].Kind != KindCute || d.Blocks[0].Attrs["color"] != "thread" {
		t.Errorf("block 0: kind %q attrs %v", d.Blocks[0].Kind, d.Blocks[0].Attrs)
	}
	if d.Blocks[1].Attrs != nil {
		t.Errorf("block 1 attrs %v, want none", d.Blocks[1].Attrs)
	}
}
