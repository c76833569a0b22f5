package app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** A student's project, its main class in a package: each input line in capitals. */
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            System.out.println(line.toUpperCase());
        }
    }
}
