package com.gpurental.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Reads a JSON document into Jackson's tree with the streaming parser alone. Why not
 * {@code ObjectMapper.readTree}: the mapper's first use loads and verifies about 400 classes and cost
 * 0.3 s of the 2 s start-up on a two-core machine, all for a tree. This reader keeps the mapper's
 * behaviour that the app relies on: decimals exactly as written ({@code 8000.00} stays
 * {@code 8000.00}), a duplicated key is an error, and syntax errors carry line and column. Unlike the
 * mapper's default, anything after the document is an error too (a file with two documents or
 * trailing garbage is corrupt, not "the first half").
 */
public final class JsonTrees {

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private JsonTrees() {
    }

    /**
     * The document in {@code bytes}, or {@code null} when there is none (empty or only whitespace).
     *
     * @throws JsonParseException on a syntax error or a duplicated key, with the location
     */
    public static JsonNode read(byte[] bytes) throws IOException {
        try (JsonParser p = FACTORY.createParser(bytes)) {
            try {
                JsonToken first = p.nextToken();
                if (first == null) {
                    return null;
                }
                JsonNode root = value(p, first);
                if (p.nextToken() != null) {
                    throw new JsonParseException(p, AFTER_END,
                            p.currentTokenLocation());
                }
                return root;
            } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
                throw new LimitAt(e, path(p.getParsingContext()));
            }
        }
    }

    /** A parser limit (a 1,001-digit number) with the field it was met in, so the message can name it. */
    public static final class LimitAt extends com.fasterxml.jackson.core.exc.StreamConstraintsException {
        private final String path;

        LimitAt(com.fasterxml.jackson.core.exc.StreamConstraintsException cause, String path) {
            super(cause.getOriginalMessage());
            initCause(cause);
            this.path = path;
        }

        /** "inference.concurrentUsers", "quotes[0].price.cny"; empty at the top. */
        public String path() {
            return path;
        }
    }

    private static String path(com.fasterxml.jackson.core.JsonStreamContext c) {
        Deque<String> parts = new ArrayDeque<>();
        for (; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inObject() && c.getCurrentName() != null) {
                parts.push(c.getCurrentName());
            } else if (c.inArray()) {
                parts.push("[" + Math.max(0, c.getCurrentIndex()) + "]");
            }
        }
        StringBuilder out = new StringBuilder();
        for (String part : parts) {
            if (out.length() > 0 && !part.startsWith("[")) {
                out.append('.');
            }
            out.append(part);
        }
        return out.toString();
    }

    /**
     * What is wrong with a document the parser refused, in the user's words: the parser's own text names its
     * internals ("StreamReadConstraints.getMaxNestingDepth()", "[Source: REDACTED …]") and is English only.
     * {@code syntaxKey} takes line, column and the reason; {@code refusedKey} the reason alone (a limit, no place).
     */
    public static Message problem(com.fasterxml.jackson.core.JsonProcessingException e, String syntaxKey,
                                  String refusedKey) {
        return problem(e, syntaxKey, refusedKey, true);
    }

    /**
     * As {@link #problem(com.fasterxml.jackson.core.JsonProcessingException, String, String)}; without {@code echo} the
     * reason quotes nothing from the file (a file a plan merely points to may be anyone's secret: its first word is not
     * repeated on screen or in a log), only where and what kind of thing is wrong.
     */
    public static Message problem(com.fasterxml.jackson.core.JsonProcessingException e, String syntaxKey,
                                  String refusedKey, boolean echo) {
        Message found = problemEchoing(e, syntaxKey, refusedKey);
        if (echo) {
            return found;
        }
        List<Object> args = new ArrayList<>(found.args());
        int last = args.size() - 1;
        if (last >= 0 && args.get(last) instanceof Message reason && HIDDEN.containsKey(reason.key())) {
            args.set(last, Message.of(HIDDEN.get(reason.key())));
        }
        return Message.of(found.key(), args.toArray());
    }

    /** The reasons that quote the file, and their quiet forms. */
    private static final Map<String, String> HIDDEN = Map.of(
            "error.json.duplicateKey", "error.json.duplicateKeyHidden",
            "error.json.unexpectedChar", "error.json.unexpectedCharHidden",
            "error.json.unknownWord", "error.json.unknownWordHidden");

    private static Message problemEchoing(com.fasterxml.jackson.core.JsonProcessingException e, String syntaxKey,
                                          String refusedKey) {
        String text = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        Message reason;
        if (e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
            if (text.contains("nesting depth")) {
                reason = Message.of("error.json.tooDeep",
                        (long) com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_DEPTH);
            } else if (text.contains("Number value length")) {
                String at = e instanceof LimitAt l ? l.path() : "";
                reason = at.isEmpty() ? Message.of("error.json.numberTooLong",
                        (long) com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_NUM_LEN)
                        : Message.of("error.json.numberTooLongAt",
                        (long) com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_NUM_LEN, at);
            } else {
                reason = Message.of("error.json.valueTooLong");
            }
            return Message.of(refusedKey, reason);
        }
        if (text.startsWith("Duplicate field")) {
            int q1 = text.indexOf('\'');
            int q2 = text.indexOf('\'', q1 + 1);
            reason = Message.of("error.json.duplicateKey",
                    InputLimits.echo(q1 >= 0 && q2 > q1 ? text.substring(q1 + 1, q2) : "?"));
        } else if (text.contains("end-of-input")) {
            reason = Message.of("error.json.truncated");
        } else if (text.startsWith("Unexpected character") && text.length() > 23) {
            int q = text.indexOf('\'');
            reason = Message.of("error.json.unexpectedChar", q >= 0 && q + 1 < text.length()
                    ? InputLimits.echo(text.substring(q + 1, text.offsetByCodePoints(q + 1, 1))) : "?");
        } else if (text.startsWith("Unrecognized token")) {
            int q1 = text.indexOf('\'');
            int q2 = text.indexOf('\'', q1 + 1);
            reason = Message.of("error.json.unknownWord",
                    InputLimits.echo(q1 >= 0 && q2 > q1 ? text.substring(q1 + 1, q2) : "?"));
        } else if (text.startsWith(AFTER_END)) {
            reason = Message.of("error.json.afterEnd");
        } else if (text.contains("control character") || text.contains("CTRL-CHAR")) {
            reason = Message.of("error.json.controlChar");
        } else {
            reason = Message.of("error.json.badSyntax");
        }
        long line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
        long column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
        return line > 0 ? Message.of(syntaxKey, line, column, reason) : Message.of(refusedKey, reason);
    }

    private static final String AFTER_END = "Unexpected content after the end of the document";

    private static JsonNode value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT:
                ObjectNode object = NODES.objectNode();
                for (JsonToken k = p.nextToken(); k != JsonToken.END_OBJECT; k = p.nextToken()) {
                    String name = p.currentName();
                    object.set(name, value(p, p.nextToken()));
                }
                return object;
            case START_ARRAY:
                ArrayNode array = NODES.arrayNode();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    array.add(value(p, e));
                }
                return array;
            case VALUE_STRING:
                return NODES.textNode(p.getText());
            case VALUE_NUMBER_INT:
                switch (p.getNumberType()) {
                    case INT:
                        return NODES.numberNode(p.getIntValue());
                    case LONG:
                        return NODES.numberNode(p.getLongValue());
                    default:
                        return NODES.numberNode(p.getBigIntegerValue());
                }
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(p.getDecimalValue());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                throw new JsonParseException(p, "Unexpected token " + t);
        }
    }
}
