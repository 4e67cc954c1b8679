package com.gpurental.limits;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers and lengths of time as a Chinese buyer types them (issue 33: "十万" was refused while "10万" worked, and a
 * term of "6个月" was refused in fields counted in days).
 */
public final class ChineseNumber {

    private static final String DIGITS = "零一二三四五六七八九";
    private static final Pattern NUMERAL = Pattern.compile("[零〇一二两三四五六七八九十百千万亿]+");
    /**
     * The calendar every price uses (sizing.Assumptions: a month is 30 days, a year 365, a week 7; docs/domain.md §3),
     * repeated here because the field rules sit below the engine (ChineseNumberTest holds them equal).
     */
    static final int DAYS_PER_WEEK = 7;
    static final int DAYS_PER_MONTH = 30;
    static final int DAYS_PER_YEAR = 365;
    private static final Pattern TIME = Pattern.compile(
            "([0-9]+(?:\\.[0-9]+)?|[零〇一二两三四五六七八九十百千]+)(个月|月|months?|mos?|年|years?|yrs?|周|星期|个星期|weeks?|wks?|天|日|days?)");

    private ChineseNumber() {
    }

    /** A whole number in Chinese numerals ("十万" 100000, "十二万五千" 125000, "两千" 2000); null when it is not one. */
    public static BigDecimal parse(String s) {
        if (s == null || !NUMERAL.matcher(s).matches()) {
            return null;
        }
        long total = 0;
        long tenThousands = 0;
        long section = 0;
        long digit = 0;
        for (char ch : s.replace('〇', '零').replace('两', '二').toCharArray()) {
            int d = DIGITS.indexOf(ch);
            if (d >= 0) {
                digit = d;
            } else if (ch == '万') {
                tenThousands += (section + digit) * 10_000;
                section = 0;
                digit = 0;
            } else if (ch == '亿') {
                total = (total + tenThousands + section + digit) * 100_000_000;
                tenThousands = 0;
                section = 0;
                digit = 0;
            } else {
                section += (digit == 0 ? 1 : digit) * (ch == '十' ? 10 : ch == '百' ? 100 : 1000);
                digit = 0;
            }
        }
        return BigDecimal.valueOf(total + tenThousands + section + digit);
    }

    /**
     * A length of time in days: "6个月" 180, "1年" 365, "2周" 14, "6 months" 180, "30天" 30; null when the text is no
     * number with a unit of time (a bare number is days already).
     */
    public static BigDecimal days(String s) {
        Matcher m = TIME.matcher(s.toLowerCase(Locale.ROOT).replace(" ", ""));
        if (!m.matches()) {
            return null;
        }
        BigDecimal n = m.group(1).matches("[0-9.]+") ? new BigDecimal(m.group(1)) : parse(m.group(1));
        if (n == null) {
            return null;
        }
        String unit = m.group(2);
        int days = unit.contains("月") || unit.startsWith("mo") ? DAYS_PER_MONTH
                : unit.contains("年") || unit.startsWith("y") ? DAYS_PER_YEAR
                : unit.contains("周") || unit.contains("星期") || unit.startsWith("w") ? DAYS_PER_WEEK : 1;
        return n.multiply(BigDecimal.valueOf(days));
    }
}
