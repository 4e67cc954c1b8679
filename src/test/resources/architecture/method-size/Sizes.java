package fixture;

import java.util.function.Supplier;

/**
 * MethodSizeTest's fixture: methods of known length beside things that are not methods (a record header and body,
 * field initializers with lambdas, braces in strings, chars, comments and text blocks). Read by the parser, never
 * compiled.
 */
public class Sizes {

    static final String BRACES = "}}}{{{ void fake() {";
    static final char OPEN = '{';
    final Runnable field = () -> {
        System.out.println("} }");
    };

    Sizes() {
        super();
    }

    /** A record: its header and body are not methods, its compact constructor is. */
    record Point(int x, int y) {
        Point {
            if (x < 0) {
                throw new IllegalArgumentException("{");
            }
        }
    }

    int oneLine() { return 1; }

    @Override
    @SuppressWarnings("unused")
    public String withTraps() {
        String block = """
            } } } void notAMethod() {
            """;
        // } a comment with a brace
        /* { another */
        char c = '}';
        Supplier<String> s = () -> {
            return "{" + c;
        };
        return block + s.get();
    }

    enum Kind { A, B }

    interface Shape {
        double area();
    }

    static class Inner {
        void run() {
            int a = 1;
            a++;
        }

        Supplier<String> withAnonymousClass() {
            return new Supplier<>() {
                @Override
                public String get() {
                    return "}";
                }
            };
        }
    }

    int eightyOne() {
        int total = 0;
        total += 0;
        total += 1;
        total += 2;
        total += 3;
        total += 4;
        total += 5;
        total += 6;
        total += 7;
        total += 8;
        total += 9;
        total += 10;
        total += 11;
        total += 12;
        total += 13;
        total += 14;
        total += 15;
        total += 16;
        total += 17;
        total += 18;
        total += 19;
        total += 20;
        total += 21;
        total += 22;
        total += 23;
        total += 24;
        total += 25;
        total += 26;
        total += 27;
        total += 28;
        total += 29;
        total += 30;
        total += 31;
        total += 32;
        total += 33;
        total += 34;
        total += 35;
        total += 36;
        total += 37;
        total += 38;
        total += 39;
        total += 40;
        total += 41;
        total += 42;
        total += 43;
        total += 44;
        total += 45;
        total += 46;
        total += 47;
        total += 48;
        total += 49;
        total += 50;
        total += 51;
        total += 52;
        total += 53;
        total += 54;
        total += 55;
        total += 56;
        total += 57;
        total += 58;
        total += 59;
        total += 60;
        total += 61;
        total += 62;
        total += 63;
        total += 64;
        total += 65;
        total += 66;
        total += 67;
        total += 68;
        total += 69;
        total += 70;
        total += 71;
        total += 72;
        total += 73;
        total += 74;
        total += 75;
        total += 76;
        return total;
    }
}
