package serve

import (
	"strings"
	"unicode"
)

// lookAlike reports whether two names would be taken for one another in a
// class list: the same letters and digits once case, spacing and the
// separators . _ - @ are ignored and letters that look Latin (Cyrillic а,
// Greek ο, fullwidth Ａ, …) are read as the Latin letter they look like.
// "Student One", "student_one" and "Stuԁent Оne" all look alike.
func lookAlike(a, b string) bool { return skeleton(a) == skeleton(b) }

// skeleton is a name reduced to what the eye tells apart.
func skeleton(name string) string {
	var b strings.Builder
	for _, r := range name {
		if r >= 0xFF01 && r <= 0xFF5E { // fullwidth ASCII
			r -= 0xFEE0
		}
		if l, ok := confusable[r]; ok {
			r = l
		}
		r = unicode.ToLower(r)
		if l, ok := confusable[r]; ok {
			r = l
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mixedScript reports a name that mixes Latin letters with letters of
// another script: legal, but the kind of name a look-alike is made of.
func mixedScript(name string) bool {
	latin, other := false, false
	for _, r := range name {
		switch {
		case unicode.Is(unicode.Latin, r):
			latin = true
		case unicode.IsLetter(r):
			other = true
		}
	}
	return latin && other
}

// confusable maps letters that look like Latin ones (Cyrillic, Greek) to
// the Latin letter, lower case; digits that look like letters are left
// alone (a name "B0b" is not "Bob" to a reader who looks).
var confusable = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p',
	'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ԁ': 'd',
	'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ӏ': 'l',
	// Greek
	'α': 'a', 'β': 'b', 'ε': 'e', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't',
	'υ': 'u', 'χ': 'x', 'γ': 'y', 'ζ': 'z', 'η': 'n',
	// Latin letters read as others
	'ı': 'i', 'ℓ': 'l',
}

// oldNameDir is where an earlier cutetui kept a student's files: the name
// with every character that is not a letter or digit replaced by '_'.
func oldNameDir(name string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return '_'
	}, name)
}
