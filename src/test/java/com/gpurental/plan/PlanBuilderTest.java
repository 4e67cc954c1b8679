package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The test builder gives the very plan that the same plan file read by {@link PlanJson} gives. */
class PlanBuilderTest {

    private static final String CHAT = "\"scenario\":\"inference\",\"model\":{\"id\":\"llama-2-7b\"},"
            + "\"rental\":{\"durationDays\":30,\"hoursPerDay\":24,\"bufferPercent\":10}";

    private static Plan read(String fields) throws InputException {
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1," + fields + "}";
        return PlanJson.parse("test-plan.json", json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aBuiltPlanEqualsThePlanOfTheEditedText() throws InputException {
        Plan edited = read(CHAT.replace("\"durationDays\":30,\"hoursPerDay\":24",
                "\"mode\":\"hybrid\",\"durationDays\":20,\"hoursPerDay\":8"));
        Plan built = PlanBuilder.fromFields(CHAT).rentalMode("hybrid").durationDays(20).hoursPerDay(8).plan();
        assertEquals(edited, built);
        assertEquals(Plan.RentalChoice.HYBRID, built.rental().mode());
        assertEquals(20.0, built.rental().durationDays());
        assertEquals(8.0, built.rental().hoursPerDay());
    }

    @Test
    void setMakesTheObjectsOnTheWayAndRemoveTakesAFieldOut() throws InputException {
        Plan built = PlanBuilder.fromFields(CHAT).set("budget.monthlyCny", 8000).remove("rental.bufferPercent").plan();
        assertEquals(read(CHAT.replace(",\"bufferPercent\":10", "") + ",\"budget\":{\"monthlyCny\":8000}"), built);
        assertEquals(0, new BigDecimal("8000").compareTo(built.budget().monthlyCny()));
    }

    @Test
    void removingAFieldThatIsNotThereFailsTheTestInsteadOfChangingNothing() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlanBuilder.fromFields(CHAT).remove("domesticOnly"));
        assertTrue(e.getMessage().startsWith("no field domesticOnly in {"), e.getMessage());
    }

    @Test
    void aPlanTheReaderRefusesFailsWithTheFileAndTheReadersMessage() {
        AssertionError e = assertThrows(AssertionError.class, () -> PlanBuilder.empty().durationDays(-1).plan());
        assertTrue(e.getMessage().startsWith("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"durationDays\":-1}}: "),
                e.getMessage());
    }

    @Test
    void anArrayElementIsNamedByItsIndexAndANumberKeepsItsDigits() {
        PlanBuilder b = PlanBuilder.fromFields("\"quotes\":[{\"vendor\":\"甲\"},{\"vendor\":\"乙\"}]")
                .set("quotes[1].price.cny", new BigDecimal("-6.50"));
        assertEquals("{\"format\":\"gpu-rental-plan\",\"version\":1,\"quotes\":[{\"vendor\":\"甲\"},"
                + "{\"vendor\":\"乙\",\"price\":{\"cny\":-6.50}}]}", b.json());
        // the reader refuses the half-written quotes, the negative price among them
        assertTrue(b.refused().problems().stream().anyMatch(p -> p.path().equals("quotes[1].price.cny")),
                b.refused().problems()::toString);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.set("quotes[2].cards", 1));
        assertTrue(e.getMessage().startsWith("no object at quotes[2] in {"), e.getMessage());
    }

    @Test
    void aPlanTheReaderTakesIsNotARefusal() {
        AssertionError e = assertThrows(AssertionError.class, () -> PlanBuilder.empty().refused());
        assertEquals("the plan reader took {\"format\":\"gpu-rental-plan\",\"version\":1}", e.getMessage());
    }

    @Test
    void aListIsWrittenAsAJsonArray() throws InputException {
        Plan built = PlanBuilder.fromFields(CHAT).filterModes("hourly", "monthly").plan();
        assertEquals(read(CHAT + ",\"filters\":{\"modes\":[\"hourly\",\"monthly\"]}"), built);
    }

    @Test
    void anEmptyPlanHasOnlyItsFormatAndVersion() {
        assertEquals("{\"format\":\"gpu-rental-plan\",\"version\":1}", PlanBuilder.empty().json());
        assertNull(PlanBuilder.empty().plan().rental().durationDays());
    }
}
