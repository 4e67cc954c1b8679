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
            sb.append(messages.format(Message.of("error.at",
                    p.file() == null ? "-" : p.file(),
                    p.path() == null || p.path().isEmpty() ? "-" : p.path(),
                    p.problem())));
        }
        return sb.toString();
    }
}
