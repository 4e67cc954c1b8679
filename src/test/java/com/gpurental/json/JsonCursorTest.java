package com.gpurental.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Field-by-field reading with JSON paths: every problem is collected, none thrown until asked. */
class JsonCursorTest {

    private static final ObjectMapper JSON = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    private static JsonCursor cursor(String json) throws Exception {
        return JsonCursor.root("f.json", JSON.readTree(json));
    }

    private static List<String> rendered(JsonCursor c) {
        return c.problems().stream().map(p -> p.path() + ": " + EN.format(p.problem())).toList();
    }

    @Test
    void wholeNumbersMayBeWrittenWithAZeroFraction() throws Exception {
        JsonCursor c = cursor("{\"a\":4096,\"b\":4096.0,\"c\":4096.5,\"d\":\"4096\",\"e\":0,\"f\":-1}");
        assertEquals(4096, c.integer("a", true, true));
        assertEquals(4096, c.integer("b", true, true));
        assertNull(c.integer("c", true, true));
        assertNull(c.integer("d", true, true));
        assertNull(c.integer("e", true, true));
        assertEquals(0, c.integer("e", true, false));
        assertNull(c.integer("f", true, false));
        assertEquals(List.of(
                "c: This value must be a whole number.",
                "d: This value must be a whole number.",
                "e: This value must be greater than zero, not 0.",
                "f: This value must not be negative, not -1."), rendered(c));
    }

    @Test
    void anUnknownFigureIsAnExplicitNull() throws Exception {
        JsonCursor c = cursor("{\"known\":24,\"unknown\":null}");
        assertEquals(24.0, c.figure("known"));
        assertNull(c.figure("unknown"));
        assertTrue(c.problems().isEmpty());
        assertNull(c.figure("absent"));
        assertEquals(List.of("absent: This value is required."), rendered(c));
    }

    @Test
    void moneyIsReadExactly() throws Exception {
        JsonCursor c = cursor("{\"price\":6.20,\"server\":84480.00,\"zero\":0}");
        assertEquals(new BigDecimal("6.20"), c.decimal("price", true, true));
        assertEquals(new BigDecimal("84480.00"), c.decimal("server", true, true));
        assertNull(c.decimal("zero", true, true));
        assertEquals(List.of("zero: This value must be greater than zero, not 0."), rendered(c));
    }

    @Test
    void nestedPathsNameTheirParents() throws Exception {
        JsonCursor c = cursor("{\"gpus\":[{\"id\":\"a\"},{\"id\":7,\"link\":{\"type\":\"x\"}}]}");
        List<JsonCursor> gpus = c.array("gpus", true);
        assertEquals("gpus[1]", gpus.get(1).path());
        assertNull(gpus.get(1).string("id", true));
        JsonCursor link = gpus.get(1).object("link", true);
        assertEquals("gpus[1].link", link.path());
        assertNull(link.enumValue("type", true, s -> null, "nvlink, pcie"));
        assertNull(gpus.get(0).object("link", true));
        assertEquals(List.of(
                "gpus[1].id: This value must be text in double quotes.",
                "gpus[1].link.type: This value: \"x\" is not allowed; use one of: nvlink, pcie.",
                "gpus[0].link: This value is required."), rendered(c));
        InputException e = assertThrows(InputException.class, c::throwIfProblems);
        assertEquals(3, e.problems().size());
        assertEquals("f.json", e.problems().get(0).file());
    }

    @Test
    void datesAndFlagsAreChecked() throws Exception {
        JsonCursor c = cursor("{\"asOf\":\"2026-11-01\",\"bad\":\"01/11/2026\",\"flag\":true,\"notFlag\":1,\"empty\":\"  \"}");
        assertEquals(LocalDate.of(2026, 11, 1), c.date("asOf", true));
        assertNull(c.date("bad", true));
        assertEquals(Boolean.TRUE, c.bool("flag", true));
        assertNull(c.bool("notFlag", true));
        assertNull(c.string("empty", true));
        assertEquals("", c.string("empty", false));
        assertEquals(List.of(
                "bad: This value must be a date like 2026-11-01, not \"01/11/2026\".",
                "notFlag: This value must be true or false.",
                "empty: This value must not be empty."), rendered(c));
    }
}
