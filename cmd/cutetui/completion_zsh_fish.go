package main

import (
	"fmt"
	"io"
	"strings"
)

// zshDesc escapes a description for an _arguments spec or _describe item.
func zshDesc(s string) string {
	return strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`, `:`, `\:`).Replace(firstSentence(s))
}

// zshSpec is flag f as an _arguments spec.
func zshSpec(f cliFlag) string {
	d := zshDesc(f.Usage)
	if f.Arg == "" {
		return shQuote(dash(f) + "[" + d + "]")
	}
	action := " "
	switch {
	case flagValues(f.Name) != nil:
		action = "(" + strings.Join(flagValues(f.Name), " ") + ")"
	case takesFile(f):
		action = "_files"
	}
	// -name=, --name= take "--name value" and "--name=value" alike.
	return shQuote(dash(f) + "=[" + d + "]:" + f.Name + ":" + action)
}

// zshFunc is the name of the function that completes command c.
func zshFunc(c cliCommand) string {
	if c.Name == "cutetui" {
		return "_cutetui"
	}
	return "_cutetui_" + strings.NewReplacer(" ", "_", "-", "_").Replace(c.Name)
}

func writeZsh(w io.Writer, root cliCommand) {
	fmt.Fprint(w, `#compdef cutetui
# zsh completion for cutetui, written by `+"`cutetui completion zsh`"+`.
# Save it as _cutetui in a directory of $fpath, or: source <(cutetui completion zsh)

`)
	for _, c := range commandsOf(root) {
		fmt.Fprintf(w, "%s() {\n", zshFunc(c))
		var specs []string
		for _, f := range visible(c.Flags) {
			specs = append(specs, zshSpec(f))
		}
		if c.Name == "cutetui" {
			specs = append(specs, `'(- *)'{-h,--help}'[show the usage]'`, `'(- *)--version[print the version]'`)
		} else {
			specs = append(specs, `'(- *)'{-h,--help}'[show the usage]'`)
		}
		switch {
		case len(c.Subs) > 0:
			fmt.Fprintln(w, "\tlocal curcontext=$curcontext state line ret=1")
			fmt.Fprintln(w, "\tlocal -a subs")
			specs = append(specs, `'1: :->sub'`, `'*:: :->args'`)
			fmt.Fprintf(w, "\t_arguments -C \\\n\t\t%s && ret=0\n", strings.Join(specs, " \\\n\t\t"))
			fmt.Fprintln(w, "\tcase $state in")
			fmt.Fprintln(w, "\tsub)")
			fmt.Fprintln(w, "\t\tsubs=(")
			for _, s := range c.Subs {
				fmt.Fprintf(w, "\t\t\t%s\n", shQuote(strings.ReplaceAll(lastWord(s.Name), ":", `\:`)+":"+firstSentence(s.Summary)))
			}
			fmt.Fprintln(w, "\t\t)")
			fmt.Fprintln(w, "\t\t_describe -t commands command subs && ret=0 ;;")
			fmt.Fprintln(w, "\targs)")
			fmt.Fprintln(w, "\t\tcurcontext=${curcontext%:*:*}:cutetui-$words[1]:")
			fmt.Fprintln(w, "\t\tcase $words[1] in")
			for _, s := range c.Subs {
				fmt.Fprintf(w, "\t\t%s) %s && ret=0 ;;\n", lastWord(s.Name), zshFunc(s))
			}
			fmt.Fprintln(w, "\t\tesac ;;")
			fmt.Fprintln(w, "\tesac")
			fmt.Fprintln(w, "\treturn ret")
		default:
			switch c.Args {
			case argsMarkdown, argsPath:
				specs = append(specs, `'*:notebook:_files -g "*.md(-.)"'`)
			case argsTopic:
				specs = append(specs, shQuote("1:topic:("+strings.Join(helpTopicNames(), " ")+")"))
			case argsShell:
				specs = append(specs, shQuote("1:shell:("+strings.Join(shells, " ")+")"))
			case argsStatement:
				specs = append(specs, `'*:statement: '`)
			}
			fmt.Fprintf(w, "\t_arguments \\\n\t\t%s\n", strings.Join(specs, " \\\n\t\t"))
		}
		fmt.Fprintln(w, "}")
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, `if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
	_cutetui "$@"
else
	compdef _cutetui cutetui
fi
`)
}

// fishCond is the condition under which fish offers what belongs to c.
func fishCond(c cliCommand) string {
	if c.Name == "cutetui" {
		return "__fish_use_subcommand"
	}
	words := strings.Fields(c.Name)
	cond := "__fish_seen_subcommand_from " + words[0]
	if len(words) > 1 {
		return cond + "; and __fish_seen_subcommand_from " + words[1]
	}
	if c.Subs != nil {
		var subs []string
		for _, s := range c.Subs {
			subs = append(subs, lastWord(s.Name))
		}
		cond += "; and not __fish_seen_subcommand_from " + strings.Join(subs, " ")
	}
	return cond
}

func writeFish(w io.Writer, root cliCommand) {
	fmt.Fprint(w, `# fish completion for cutetui, written by `+"`cutetui completion fish`"+`.
# Save it as ~/.config/fish/completions/cutetui.fish

complete -c cutetui -f
`)
	for _, c := range commandsOf(root) {
		name := "cutetui " + c.Name
		if c.Name == "cutetui" {
			name = "cutetui"
		}
		cond := shQuote(fishCond(c))
		fmt.Fprintf(w, "\n# %s\n", name)
		for _, s := range c.Subs {
			fmt.Fprintf(w, "complete -c cutetui -n %s -a %s -d %s\n", cond, lastWord(s.Name), shQuote(firstSentence(s.Summary)))
		}
		for _, f := range visible(c.Flags) {
			opt := "-l " + f.Name
			if len(f.Name) == 1 {
				opt = "-s " + f.Name
			}
			val := ""
			switch {
			case f.Arg == "":
			case flagValues(f.Name) != nil:
				val = " -x -a " + shQuote(strings.Join(flagValues(f.Name), " "))
			case takesFile(f):
				val = " -r -F"
			default:
				val = " -x"
			}
			fmt.Fprintf(w, "complete -c cutetui -n %s %s%s -d %s\n", cond, opt, val, shQuote(firstSentence(f.Usage)))
		}
		switch c.Args {
		case argsMarkdown, argsPath:
			// .md files and directories only (__fish_complete_suffix adds the rest after them).
			fmt.Fprintf(w, "complete -c cutetui -n %s -k -a %s\n", cond, shQuote(`(__fish_complete_suffix .md | string match -r -- "^[^\t]*(?:\.md|/)(?:\t.*)?\$")`))
		case argsTopic:
			fmt.Fprintf(w, "complete -c cutetui -n %s -a %s\n", cond, shQuote(strings.Join(helpTopicNames(), " ")))
		case argsShell:
			fmt.Fprintf(w, "complete -c cutetui -n %s -a %s\n", cond, shQuote(strings.Join(shells, " ")))
		}
	}
}
