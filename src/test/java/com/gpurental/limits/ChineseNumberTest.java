package com.gpurental.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.sizing.Assumptions;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 33: a budget of "十万" was refused while "10万" worked, and a term of "6个月" was refused in the fields counted in
 * days. Both are read now, through the fields the wizard and the plan reader use.
 */
class ChineseNumberTest {

    @ParameterizedTest(name = "budget \"{0}\" is ¥{1}")
    @CsvSource(delimiter = '|', value = {
        "十万|100000.00", "十万元|100000.00", "两千|2000.00", "十二万五千|125000.00", "一百零五|105.00", "8千|8000.00",
        "10万|100000.00", "1.2万|12000.00", "¥8,928|8928.00",
    })
    void aBudgetInChineseNumeralsIsRead(String typed, String yuan) {
        FieldParser.Parsed<BigDecimal> p = PlanFields.MONTHLY_BUDGET.parseMoney(typed);
        assertNull(p.error(), typed);
        assertEquals(new BigDecimal(yuan), p.value());
    }

    /** A month is 30 days, a year 365 and a week 7: the calendar every price uses (docs/domain.md §3). */
    @ParameterizedTest(name = "term \"{0}\" is {1} days")
    @CsvSource(delimiter = '|', value = {
        "6个月|180", "六个月|180", "1年|365", "一年|365", "2周|14", "两个星期|14", "6 months|180", "1 year|365", "3 weeks|21",
        "30天|30", "45|45", "1.5个月|45",
    })
    void aTermInMonthsYearsOrWeeksIsReadInDays(String typed, double days) {
        FieldParser.Parsed<Double> p = PlanFields.DURATION.parseNumber(typed);
        assertNull(p.error(), typed);
        assertEquals(days, p.value(), 1e-9);
        assertEquals(days, PlanFields.TARGET_DAYS.parseNumber(typed).value(), 1e-9);
    }

    @Test
    void aTermOverTenYearsIsStillRefusedAndWordsAreNoNumber() {
        assertFalse(PlanFields.DURATION.parseNumber("11年").ok(), "4,015 days is over the 3,650-day limit");
        assertFalse(PlanFields.DURATION.parseNumber("几个月").ok());
        assertNull(ChineseNumber.parse("十万块"));
        assertNull(ChineseNumber.days("6"), "a bare number is days already");
    }

    @Test
    void theCalendarIsTheEnginesCalendar() {
        assertEquals(Assumptions.DAYS_PER_MONTH, ChineseNumber.DAYS_PER_MONTH);
        assertEquals(Assumptions.DAYS_PER_YEAR, ChineseNumber.DAYS_PER_YEAR);
        assertEquals(Assumptions.DAYS_PER_WEEK, ChineseNumber.DAYS_PER_WEEK);
    }
}
