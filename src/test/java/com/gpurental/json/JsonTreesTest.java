package com.gpurental.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonTreesTest {

    private static JsonNode read(String json) throws Exception {
        return JsonTrees.read(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void decimalsStayExactlyAsWritten() throws Exception {
        JsonNode n = read("{\"budget\": 8000.00, \"price\": 84480.00, \"tiny\": 0.10}");
        assertEquals(new BigDecimal("8000.00"), n.get("budget").decimalValue());
        assertEquals("8000.00", n.get("budget").decimalValue().toPlainString());
        assertEquals("84480.00", n.get("price").decimalValue().toPlainString());
        assertEquals(2, n.get("tiny").decimalValue().scale());
    }

    @Test
    void integersKeepTheirSize() throws Exception {
        JsonNode n = read("{\"i\": 7, \"l\": 12345678901, \"b\": 123456789012345678901234567890}");
        assertTrue(n.get("i").isInt());
        assertTrue(n.get("l").isLong());
        assertEquals(new BigInteger("123456789012345678901234567890"), n.get("b").bigIntegerValue());
    }

    @Test
    void theTreeIsTheOneTheAppsMapperBuilds() throws Exception {
        // the mapper as the app configured it before this reader: exact decimals, BigDecimal for floats
        ObjectMapper mapper = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        String json = "{\"a\": [1, 2.50, \"x\", true, false, null, {\"b\": []}], \"c\": {\"d\": \"七十亿\"}}";
        assertEquals(mapper.readTree(json), read(json));
    }

    @Test
    void nothingButWhitespaceIsNoDocument() throws Exception {
        assertNull(read(""));
        assertNull(read("  \n "));
    }

    @Test
    void aDuplicatedKeyIsAnErrorWithItsLocation() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> read("{\n  \"a\": 1,\n  \"a\": 2\n}"));
        assertTrue(e.getOriginalMessage().contains("Duplicate field 'a'"), e.getOriginalMessage());
        assertEquals(3, e.getLocation().getLineNr());
    }

    @Test
    void contentAfterTheDocumentIsAnError() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> read("{\"a\": 1}\n{\"b\": 2}"));
        assertEquals("Unexpected content after the end of the document", e.getOriginalMessage());
        assertEquals(2, e.getLocation().getLineNr());
        assertEquals(1, e.getLocation().getColumnNr());
        JsonParseException number = assertThrows(JsonParseException.class, () -> read("{\"a\": 1}\n  7\n"));
        assertEquals("Unexpected content after the end of the document", number.getOriginalMessage());
        assertEquals(2, number.getLocation().getLineNr());
        assertEquals(3, number.getLocation().getColumnNr());
        JsonParseException text = assertThrows(JsonParseException.class, () -> read("[]\"tail\""));
        assertEquals("Unexpected content after the end of the document", text.getOriginalMessage());
    }

    @Test
    void aTruncatedDocumentIsAnError() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> read("{\"gpus\": [1, 2"));
        assertTrue(e.getOriginalMessage().contains("end-of-input"), e.getOriginalMessage());
    }
}
