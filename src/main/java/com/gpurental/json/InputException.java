package com.gpurental.json;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.List;

/** Bad input (a plan, a catalog, a field): one or more problems, each naming file, path and problem. */
public class InputException extends Exception {

    private final List<InputProblem> problems;

    public InputException(List<InputProblem> problems) {
        super(problems.isEmpty() ? "invalid input" : describe(problems.get(0)));
        this.problems = List.copyOf(problems);
    }

    public InputException(String file, String path, Message problem) {
        this(List.of(new InputProblem(file, path, problem)));
    }

    public List<InputProblem> problems() {
        return problems;
    }

    private static String describe(InputProblem p) {
        return (p.file() == null ? "" : p.file() + ": ") + (p.path() == null ? "" : p.path() + ": ") + p.problem().key();
    }

    /** One line per problem: {@code file: path: problem}, in the given language. */
    public String render(Messages messages) {
        StringBuilder sb = new StringBuilder();
        for (InputProblem p : problems) {
            if (sb.length() > 0) {
                sb.append(System.lineSeparator());
            }
            String file = p.file() == null ? "-" : p.file();
            // a problem of the whole file (its syntax) has no path: "plan.json: Not valid JSON …", not "plan.json: -: …"
            sb.append(messages.format(p.path() == null || p.path().isEmpty() ? Message.of("error.atFile", file, p.problem())
                    : Message.of("error.at", file, p.path(), p.problem())));
        }
        return sb.toString();
    }
}
