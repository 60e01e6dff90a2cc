#include "seed/demo_papers.hpp"

#include <poppler-document.h>
#include <poppler-image.h>
#include <poppler-page-renderer.h>
#include <poppler-page.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <stdexcept>

#include "core/file_writers.hpp"

namespace pathshala::seed {

namespace {

// One session's paper of a subject, in the AKTU pattern of 70 marks: Section A seven short
// questions of 2 marks, Section B five questions of 7 marks (any three), Section C questions
// 3 to 7 of two parts each (any one part, 7 marks). Section B's and Section C's questions go
// with CO1..CO5 in order, Section A's with kSectionACos.
//
// Questions that come back (what the papers feature's grouping should find), by subject:
// "all" = in all three sessions, "two" = in two; "verbatim" or what changed. Everything
// else is asked once.
struct Paper {
  const char* code;
  const char* session;
  bool scanned;
  std::array<const char*, 7> a;
  std::array<const char*, 5> b;
  std::array<std::array<const char*, 2>, 5> c;
};
constexpr std::array<int, 7> kSectionACos = {1, 1, 2, 2, 3, 4, 5};

// BCS301 Data Structure.
//   all: infix to postfix (verbatim; 2021-22 B-b, 2022-23 Q4a, 2023-24 B-b)
//   all: Tower of Hanoi (reworded: "Explain ... for it" / "Explain ... with an example ..." /
//        "Describe ... to solve it"; 2021-22 Q4b, 2022-23 B-b, 2023-24 Q4a)
//   all: binary tree from inorder and preorder (verbatim 2021-22 Q7a and 2022-23 B-e,
//        reworded 2023-24 Q7b)
//   two: linear vs non-linear (verbatim, Section A; 2021-22 A-a, 2023-24 A-b)
//   two: Dijkstra (reworded "an example" -> "a suitable example", Section C -> B; 2021-22 Q6a,
//        2023-24 B-d)
//   two: AVL tree insertions (verbatim; 2022-23 Q7a, 2023-24 B-e)
//   two: reverse a singly linked list (verbatim, B -> C; 2022-23 B-a, 2023-24 Q3a)
//   two: collision resolution (reworded Explain -> Describe + "with a suitable example";
//        2021-22 Q5a, 2022-23 B-c)
//   two: BFS vs DFS (2 marks in 2022-23 A-f, 7 marks "with a suitable example" in 2021-22 B-d)
//
// BCS302 Computer Organization and Architecture.
//   all: Booth's algorithm, (-7) x (3) (verbatim; 2021-22 B-b, 2022-23 Q4a, 2023-24 Q4b)
//   all: DMA controller (reworded; 2021-22 Q7b, 2022-23 Q7a, 2023-24 Q7a)
//   all: cache mapping techniques (verbatim 2021-22 Q6a and 2023-24 B-d, reworded 2022-23 B-d)
//   two: hardwired vs microprogrammed (2 marks 2021-22 A-e; 7 marks "with a neat diagram"
//        2023-24 Q5a)
//   two: IEEE 754 of -14.25 (verbatim; 2022-23 B-b, 2023-24 B-b)
//   two: four-segment pipeline (reworded; 2021-22 Q5b, 2022-23 Q5a)
//   two: addressing modes (reworded; 2021-22 B-a, 2023-24 Q3a)
//   two: daisy chaining priority interrupt (verbatim, C -> B; 2022-23 Q7b, 2023-24 B-e)
//   two: types of buses (verbatim, Section A; 2021-22 A-a, 2022-23 A-a)
//
// BCS303 Discrete Structures & Theory of Logic.
//   all: induction, n^3 + 2n divisible by 3 (verbatim; 2021-22 B-a, 2022-23 Q3b, 2023-24 B-a)
//   all: Lagrange's theorem (verbatim 2021-22 Q4a and 2023-24 Q4a, "for finite groups" 2022-23
//        B-b)
//   all: every chain is a distributive lattice (reworded; 2021-22 Q5a, 2022-23 Q5b, 2023-24 B-c)
//   two: tautology and contradiction (verbatim, Section A; 2021-22 A-f, 2023-24 A-f)
//   two: hypothetical syllogism without a truth table (reworded word order; 2022-23 Q6a,
//        2023-24 B-d)
//   two: partial order relation (2 marks in 2022-23 A-a, 7 marks with the divisibility
//        relation in 2021-22 Q3a)
//   two: integers 1..250 divisible by 2, 3, 5 or 7 (verbatim; 2021-22 Q7b, 2023-24 Q7a)
//   two: Hasse diagram of D36 (reworded; 2022-23 B-c, 2023-24 Q5b)
//   two: ring and field (verbatim, B -> C; 2021-22 B-b, 2022-23 Q4b)
//
// BAS103 Engineering Mathematics-I.
//   all: Cayley-Hamilton for [2 -1 1; -1 2 -1; 1 -1 2] (verbatim; 2021-22 B-a, 2022-23 Q3a,
//        2023-24 B-a)
//   all: Euler's theorem on homogeneous functions (reworded; 2021-22 Q4a, 2022-23 B-b,
//        2023-24 Q4a)
//   all: largest parallelepiped in an ellipsoid (verbatim 2021-22 Q5b and 2023-24 Q5a,
//        "Using Lagrange's method of multipliers, ..." 2022-23 B-c)
//   two: rank of [1 2 3; 2 4 6; 3 6 9] (verbatim, Section A; 2021-22 A-b, 2023-24 A-b)
//   two: Leibnitz for y = sin^-1 x (reworded prove -> show; 2022-23 Q4b, 2023-24 B-b)
//   two: directional derivative (verbatim; 2 marks in 2021-22 A-g, 7 marks in 2022-23 B-e)
//   two: change of order of integration (verbatim; 2022-23 Q6a, 2023-24 B-d)
//   two: Green's theorem (reworded "Verify" -> "State ... in the plane and verify"; 2021-22
//        Q7a, 2023-24 Q7b)
//   two: Beta(m, n) = Beta(n, m) (verbatim, Section A; 2021-22 A-f, 2022-23 A-f)
const std::array<Paper, 12> kPapers = {{
    // ---------------------------------------------------------------- BCS301 Data Structure
    {"BCS301",
     "2023-24",
     false,
     {"Define time complexity and space complexity of an algorithm.",
      "Differentiate between linear and non-linear data structures.",
      "Write the conditions for overflow and underflow in an array implementation of a stack.",
      "What is a circular queue? State its advantage over a linear queue.",
      "Compare linear search and binary search in terms of their time complexity.",
      "Define the in-degree and the out-degree of a vertex in a directed graph.",
      "What is a complete binary tree? Give an example."},
     {"Derive the address calculation formula for an element of a two-dimensional array stored in row major "
      "order. An array A[-5:5][10:20] has base address 2000 and each element takes 4 bytes; find the address "
      "of A[2][15].",
      "Convert the infix expression A + (B * C - (D / E ^ F) * G) * H into postfix using a stack. Show each "
      "step.",
      "Write the quick sort algorithm and sort the following list using it: 44, 33, 11, 55, 77, 90, 40, 60, 99, "
      "22, 88.",
      "Write Dijkstra's algorithm for the single source shortest path problem and explain it with a suitable "
      "example.",
      "Construct an AVL tree by inserting the keys 50, 20, 60, 10, 8, 15, 32, 46, 11, 48 in the given order. "
      "Show the rotations used at each step."},
     {{{"Write a C function to reverse a singly linked list.",
        "Explain the representation of a polynomial using a linked list. Write an algorithm to add two "
        "polynomials."},
       {"Describe the Tower of Hanoi problem and write a recursive algorithm to solve it.",
        "Implement a queue using two stacks and analyse the cost of the enqueue and dequeue operations."},
       {"Write the heap sort algorithm and sort the following elements with it: 12, 11, 13, 5, 6, 7.",
        "What is hashing? Explain the division method and the mid-square method of hash functions with "
        "examples."},
       {"Write Kruskal's algorithm to find a minimum spanning tree and discuss its time complexity.",
        "Explain the adjacency matrix and adjacency list representations of a graph. Which one suits a sparse "
        "graph and why?"},
       {"What is a B-tree? Insert the keys 10, 20, 30, 40, 50, 60, 70, 80, 90 into an initially empty B-tree "
        "of order 3.",
        "Construct the binary tree whose inorder traversal is D B E A F C G and preorder traversal is A B D E "
        "C F G."}}}},
    {"BCS301",
     "2022-23",
     false,
     {"What is an abstract data type? Give an example.",
      "Write the formula for the address of A[i] in a one-dimensional array with lower bound LB.",
      "Write any two applications of a stack.", "What is a double-ended queue? Name its two variants.",
      "What are the best case and the worst case time complexities of insertion sort?",
      "Compare BFS and DFS traversal of a graph.", "Define a strictly binary tree and an extended binary tree."},
     {"Write a C function to reverse a singly linked list.",
      "Explain the Tower of Hanoi problem with an example and write a recursive algorithm for it.",
      "Describe the collision resolution techniques used in hashing with a suitable example.",
      "Explain the Floyd Warshall algorithm that finds the shortest paths between every pair of vertices, and "
      "give its time complexity.",
      "Construct a binary tree from the following traversals. Inorder: D B E A F C G, Preorder: A B D E C F "
      "G."},
     {{{"What is a doubly linked list? Write algorithms to insert and delete a node at a given position in it.",
        "Explain the asymptotic notations Big O, Omega and Theta with suitable examples."},
       {"Convert the infix expression A + (B * C - (D / E ^ F) * G) * H into postfix using a stack. Show each "
        "step.",
        "Write an algorithm to evaluate a postfix expression and evaluate 6 2 3 + - 3 8 2 / + * 2 ^ 3 + with "
        "it."},
       {"Write the merge sort algorithm and find its time complexity. Sort 38, 27, 43, 3, 9, 82, 10 using it.",
        "Sort the following numbers using radix sort: 170, 45, 75, 90, 802, 24, 2, 66."},
       {"What is topological sorting? Write an algorithm for it and apply it to a directed acyclic graph of "
        "your choice.",
        "Define a spanning tree. Write Prim's algorithm to find a minimum spanning tree of a weighted graph."},
       {"Construct an AVL tree by inserting the keys 50, 20, 60, 10, 8, 15, 32, 46, 11, 48 in the given order. "
        "Show the rotations used at each step.",
        "What is a Huffman tree? Construct the Huffman code for the characters a, b, c, d, e, f with "
        "frequencies 45, 13, 12, 16, 9, 5."}}}},
    {"BCS301",
     "2021-22",
     true,  // the scanned paper
     {"Differentiate between linear and non-linear data structures.",
      "List the advantages of a linked list over an array.", "Define recursion. What is tail recursion?",
      "Write the postfix form of the expression (A + B) * (C - D).",
      "What is a stable sorting algorithm? Name two stable sorting algorithms.",
      "Define a path and a cycle in a graph.", "What is the maximum number of nodes in a binary tree of height h?"},
     {"What is a circular linked list? Write an algorithm to insert a node at the end of a circular linked "
      "list.",
      "Convert the infix expression A + (B * C - (D / E ^ F) * G) * H into postfix using a stack. Show each "
      "step.",
      "Write the insertion sort algorithm and sort the following list using it: 25, 15, 30, 9, 99, 20, 26.",
      "Compare BFS and DFS traversal of a graph with a suitable example.",
      "What is a binary search tree? Write algorithms to insert and delete a node in a binary search tree."},
     {{{"Write an algorithm to multiply two matrices and find its time complexity.",
        "Explain how a sparse matrix is represented in the triplet (3-tuple) form with an example."},
       {"Write algorithms for insertion and deletion in a circular queue implemented with an array.",
        "Explain the Tower of Hanoi problem and write a recursive algorithm for it."},
       {"Explain the collision resolution techniques used in hashing.",
        "Write the binary search algorithm and find its time complexity in the best, average and worst case."},
       {"Write Dijkstra's algorithm for the single source shortest path problem and explain it with an example.",
        "What is a graph? Explain the terms weighted graph, complete graph, connected graph and directed acyclic "
        "graph."},
       {"Construct a binary tree from the following traversals. Inorder: D B E A F C G, Preorder: A B D E C F "
        "G.",
        "What is a threaded binary tree? Explain its advantages over an ordinary binary tree."}}}},

    // ----------------------------------------------- BCS302 Computer Organization and Architecture
    {"BCS302",
     "2023-24",
     false,
     {"What is a register transfer language? Give an example of a register transfer statement.",
      "Draw the logic diagram of a 4-bit binary incrementer.", "Convert (-13) into its 8-bit 2's complement form.",
      "What is a half adder? Write the expressions of its sum and carry.",
      "What is an instruction format? Give the format of a three-address instruction.",
      "What is the role of a translation lookaside buffer (TLB) in virtual memory?",
      "Differentiate between isolated I/O and memory-mapped I/O."},
     {"Draw and explain a bus system for four registers using multiplexers.",
      "Represent the number (-14.25) in IEEE 754 single precision and double precision formats.",
      "Explain the working of a micro-program sequencer with a block diagram.",
      "Explain the direct, associative and set-associative cache mapping techniques.",
      "What is an interrupt? Explain the daisy chaining priority interrupt."},
     {{{"Describe the various addressing modes with an example of each.",
        "Explain the general register organization of a CPU with a block diagram."},
       {"Design a 4-bit carry look-ahead adder and explain why it is faster than a ripple carry adder.",
        "Draw the flowchart of Booth's multiplication algorithm and multiply (-7) x (3) using it."},
       {"Differentiate between hardwired and microprogrammed control units with a neat diagram.",
        "What is RISC? Compare RISC and CISC architectures."},
       {"Explain the memory hierarchy of a computer system. Why is cache memory needed?",
        "A computer has a 256 KB two-way set associative cache with 32-byte blocks and a 32-bit address. Find "
        "the number of bits in the tag, set and word fields."},
       {"Describe DMA transfer with a neat block diagram of the DMA controller.",
        "Explain asynchronous data transfer using the handshaking method."}}}},
    {"BCS302",
     "2022-23",
     false,
     {"What is a bus? Name the three types of buses in a computer system.",
      "What is a tri-state buffer? Where is it used?",
      "Represent -9 in signed magnitude, 1's complement and 2's complement forms using 8 bits.",
      "How is overflow detected in the addition of two signed numbers?", "What is a program status word (PSW)?",
      "Define the hit ratio of a cache memory.", "What is the purpose of an I/O interface?"},
     {"What is bus arbitration? Explain the daisy chaining, polling and independent request methods of bus "
      "arbitration.",
      "Represent the number (-14.25) in IEEE 754 single precision and double precision formats.",
      "Explain the fetch, decode and execute phases of the instruction cycle with a flowchart.",
      "Describe the direct, associative and set-associative mapping techniques of cache memory with a suitable "
      "example.",
      "Explain programmed I/O and interrupt-initiated I/O. Compare them."},
     {{{"Explain the stack organization of a CPU. Show how the expression (3 + 4) * (5 + 6) is evaluated with a "
        "stack.",
        "Explain the arithmetic, logic and shift micro-operations with examples."},
       {"Draw the flowchart of Booth's multiplication algorithm and multiply (-7) x (3) using it.",
        "Explain the restoring division algorithm and divide 11 by 3 using it."},
       {"Describe the four-segment instruction pipeline with a space-time diagram.",
        "Compare horizontal and vertical microinstruction formats with examples."},
       {"Explain the 2D and 2.5D memory organization of semiconductor RAM.",
        "What is virtual memory? Explain the mapping of a virtual address to a physical address using a page "
        "table."},
       {"Explain direct memory access (DMA) with the block diagram of a DMA controller.",
        "What is an interrupt? Explain the daisy chaining priority interrupt."}}}},
    {"BCS302",
     "2021-22",
     false,
     {"What is a bus? Name the three types of buses in a computer system.",
      "What is the difference between the organization and the architecture of a computer?",
      "What is an array multiplier?", "Add (+5) and (-9) in 2's complement arithmetic using 5 bits.",
      "Differentiate between hardwired and microprogrammed control unit.", "Compare SRAM and DRAM.",
      "Define a peripheral device and give two examples."},
     {"Explain the various addressing modes with suitable examples.",
      "Draw the flowchart of Booth's multiplication algorithm and multiply (-7) x (3) using it.",
      "Explain the program control instructions and the role of the status bits C, S, Z and V.",
      "What is an associative memory? Explain its organization with a block diagram.",
      "Differentiate between synchronous and asynchronous serial communication. Explain the UART."},
     {{{"Explain the functional units of a digital computer and their interconnection.",
        "Design a 4-bit arithmetic circuit and explain its operation."},
       {"Draw the flowchart for the addition and subtraction of numbers in signed magnitude representation.",
        "Explain the floating point addition algorithm with a flowchart."},
       {"Explain the execution of a complete instruction ADD R1, (R3) with its control steps.",
        "What is pipelining? Explain the four-segment instruction pipeline with a space-time diagram."},
       {"Explain the direct, associative and set-associative cache mapping techniques.",
        "Explain the organization of a magnetic disk. Define seek time, rotational latency and transfer time."},
       {"Explain I/O channels and the I/O processor with a block diagram.",
        "What is DMA? Explain the DMA transfer with a block diagram of a DMA controller."}}}},

    // -------------------------------------------- BCS303 Discrete Structures & Theory of Logic
    {"BCS303",
     "2023-24",
     false,
     {"If A = {1, 2, 3} and B = {a, b}, find A x B and its cardinality.",
      "Define an injective function and give an example.", "What is a cyclic group? Give an example.",
      "Define a monoid with an example.", "Define a complemented lattice.",
      "Define a tautology and a contradiction with an example each.",
      "Define the chromatic number of a graph and find it for K4."},
     {"Prove by mathematical induction that n^3 + 2n is divisible by 3 for all positive integers n.",
      "Prove that the intersection of two subgroups of a group G is also a subgroup of G.",
      "Define a lattice. Show that every chain is a distributive lattice.",
      "Show that [(p -> q) ^ (q -> r)] -> (p -> r) is a tautology without using a truth table.",
      "Solve the recurrence relation a(n) = 5a(n-1) - 6a(n-2) + 2^n with a(0) = 1 and a(1) = 2."},
     {{{"Let R be the relation on the set of integers defined by a R b if a - b is divisible by 5. Show that R is "
        "an equivalence relation and find its equivalence classes.",
        "Prove that the function f: R -> R defined by f(x) = 3x + 7 is a bijection and find its inverse."},
       {"State and prove Lagrange's theorem.", "Show that (Z5, +5, x5) is a field."},
       {"Simplify the Boolean function F(A, B, C, D) = Sum m(0, 1, 2, 5, 8, 9, 10) using a K-map.",
        "Draw the Hasse diagram of (D36, |), the divisors of 36 under divisibility, and check whether it is a "
        "lattice."},
       {"Express the statement 'Every student in this class has studied calculus' using predicates and "
        "quantifiers, and write its negation.",
        "Check the validity of the argument: If it rains, the match is cancelled. The match is not cancelled. "
        "Therefore it did not rain."},
       {"Find the number of integers between 1 and 250 that are divisible by any of the integers 2, 3, 5 and 7.",
        "Prove that a tree with n vertices has exactly n - 1 edges."}}}},
    {"BCS303",
     "2022-23",
     false,
     {"Define a partial order relation with an example.", "How many relations are there on a set with n elements?",
      "Find the order of each element of the group {1, -1, i, -i} under multiplication.", "Define a normal subgroup.",
      "Write the dual of the Boolean expression a + (b . c) = (a + b) . (a + c).",
      "Write the converse, inverse and contrapositive of: If it is raining, then I stay at home.",
      "State the handshaking theorem."},
     {"Prove that if f: A -> B and g: B -> C are one-to-one, then g o f is one-to-one.",
      "State and prove Lagrange's theorem for finite groups.",
      "Draw the Hasse diagram of the poset (D36, |) and find whether it is a lattice.",
      "Find the principal disjunctive normal form of (~p -> r) ^ (q <-> p).",
      "What is a generating function? Solve a(n) = 3a(n-1) + 2 with a(0) = 1 using generating functions."},
     {{{"State and prove De Morgan's laws of set theory.",
        "Prove by mathematical induction that n^3 + 2n is divisible by 3 for all positive integers n."},
       {"Prove that every cyclic group is abelian.",
        "Define a ring and a field. Give an example of a ring that is not a field."},
       {"Prove that in a distributive lattice, if the complement of an element exists, it is unique.",
        "Prove that every chain is a distributive lattice."},
       {"Without using a truth table, show that [(p -> q) ^ (q -> r)] -> (p -> r) is a tautology.",
        "Using rules of inference, derive s from the premises p v q, p -> r, q -> s and ~r."},
       {"Find the number of ways to arrange the letters of the word MISSISSIPPI. In how many of them are the "
        "four S together?",
        "Define an Euler graph and a Hamiltonian graph with an example of each. State the condition for a graph "
        "to have an Euler circuit."}}}},
    {"BCS303",
     "2021-22",
     false,
     {"Define the power set of a set. Find the power set of {a, b, c}.",
      "Define a composite function. If f(x) = x + 2 and g(x) = x^2, find (g o f)(x).",
      "Is the set of integers a group under subtraction? Justify your answer.",
      "Define a binary operation and give an example.", "Simplify the Boolean expression A.B + A.B' + A'.B.",
      "Define a tautology and a contradiction with an example each.", "Define a bipartite graph with an example."},
     {"Prove by mathematical induction that n^3 + 2n is divisible by 3 for all positive integers n.",
      "Define a ring and a field. Give an example of a ring that is not a field.",
      "Define a Boolean algebra. Prove the absorption laws a + a.b = a and a.(a + b) = a.",
      "Translate into predicate logic and check the conclusion: All lions are fierce. Some lions do not drink "
      "coffee. Therefore some fierce creatures do not drink coffee.",
      "Find the solution of the homogeneous recurrence relation a(n) = 6a(n-1) - 9a(n-2), given a(0) = 1 and "
      "a(1) = 6."},
     {{{"Define a partial order relation. Show that the divisibility relation on the set of positive integers is "
        "a partial order.",
        "Find the transitive closure of the relation R = {(1, 2), (2, 3), (3, 4)} on the set {1, 2, 3, 4} using "
        "Warshall's algorithm."},
       {"State and prove Lagrange's theorem.",
        "Show that the set of all cube roots of unity forms an abelian group under multiplication."},
       {"Show that every chain is a distributive lattice.",
        "Explain the principle of duality in a lattice. Show that the lattices (D6, |) and (P({a, b}), subset) "
        "are isomorphic."},
       {"Construct the truth table of (p -> q) <-> (~q -> ~p) and state whether it is a tautology.",
        "Explain the universal and existential quantifiers with examples. Negate the statement: for every x "
        "there exists y such that x + y = 0."},
       {"State the pigeonhole principle. Show that if 7 numbers are chosen from 1 to 12, two of them add up to "
        "13.",
        "Find the number of integers between 1 and 250 that are divisible by any of the integers 2, 3, 5 and "
        "7."}}}},

    // ------------------------------------------------------- BAS103 Engineering Mathematics-I
    {"BAS103",
     "2023-24",
     false,
     {"If the eigenvalues of a 3 x 3 matrix A are 1, 2 and 3, find the eigenvalues of A^-1 and of A^2.",
      "Find the rank of the matrix A = [1 2 3; 2 4 6; 3 6 9].", "If y = x^n log x, show that y(n+1) = n!/x.",
      "If u = x^2 y + y^2 z + z^2 x, show that ux + uy + uz = (x + y + z)^2.",
      "Write the Maclaurin series expansion of log(1 + x) up to the term in x^4.",
      "Evaluate the double integral of (x + y) over the rectangle 0 <= x <= 1, 0 <= y <= 2.",
      "Find the divergence and the curl of the vector field F = x^2 y i + y^2 z j + z^2 x k."},
     {"Verify the Cayley-Hamilton theorem for the matrix A = [2 -1 1; -1 2 -1; 1 -1 2] and hence find A^-1.",
      "If y = sin^-1 x, show that (1 - x^2) y(n+2) - (2n + 1) x y(n+1) - n^2 y(n) = 0.",
      "Expand e^x log(1 + y) in powers of x and y up to the terms of third degree.",
      "Change the order of integration in I = Int(0 to inf) Int(0 to x) x e^(-x^2/y) dy dx and hence "
      "evaluate it.",
      "Find the constants a, b and c so that F = (x + 2y + az) i + (bx - 3y - z) j + (4x + cy + 2z) k is "
      "irrotational."},
     {{{"Find the eigenvalues and the eigenvectors of the matrix A = [2 0 1; 0 2 0; 1 0 2].",
        "Test the consistency of the system x + y + z = 6, x - y + 2z = 5, 3x + y + z = 8 and solve it if it "
        "is consistent."},
       {"State and prove Euler's theorem for a homogeneous function of two variables.",
        "Trace the curve y^2 (2a - x) = x^3."},
       {"Find the volume of the largest rectangular parallelepiped that can be inscribed in the ellipsoid "
        "x^2/a^2 + y^2/b^2 + z^2/c^2 = 1.",
        "If u = x + y + z, uv = y + z and uvw = z, show that the Jacobian of (x, y, z) with respect to (u, v, w) "
        "is u^2 v."},
       {"Using Dirichlet's integral, find the volume of the tetrahedron bounded by the coordinate planes and "
        "the plane x/a + y/b + z/c = 1.",
        "Evaluate the triple integral of (x + y + z) over the box 0 <= x <= 1, 1 <= y <= 2, 2 <= z <= 3."},
       {"Use Gauss's divergence theorem to evaluate the surface integral of F = 4x i - 2y^2 j + z^2 k over the "
        "region bounded by x^2 + y^2 = 4, z = 0 and z = 3.",
        "State Green's theorem in the plane and verify it for the integral of (xy + y^2) dx + x^2 dy around "
        "the closed curve C bounded by y = x and y = x^2."}}}},
    {"BAS103",
     "2022-23",
     false,
     {"Define a Hermitian matrix and give an example.",
      "Show that the matrix A = [cos t -sin t; sin t cos t] is orthogonal.", "Find the nth derivative of 1/(ax + b).",
      "State Leibnitz's theorem for the nth derivative of a product of two functions.",
      "If x = r cos t and y = r sin t, find the Jacobian of (x, y) with respect to (r, t).",
      "Prove that Beta(m, n) = Beta(n, m).",
      "Find the unit normal to the surface x^2 + y^2 - z = 1 at the point (1, 1, 1)."},
     {"Reduce the matrix A = [1 2 -1 3; 4 1 2 1; 3 -1 1 2; 1 2 0 1] to normal form and hence find its rank.",
      "State and prove Euler's theorem on homogeneous functions.",
      "Using Lagrange's method of multipliers, find the volume of the largest rectangular parallelepiped that "
      "can be inscribed in the ellipsoid x^2/a^2 + y^2/b^2 + z^2/c^2 = 1.",
      "Find the area enclosed between the parabola y = x^2 and the line y = x using double integration.",
      "Find the directional derivative of f = x^2 yz + 4xz^2 at the point (1, -2, -1) in the direction of "
      "2i - j - 2k."},
     {{{"Verify the Cayley-Hamilton theorem for the matrix A = [2 -1 1; -1 2 -1; 1 -1 2] and hence find A^-1.",
        "Find the inverse of the matrix A = [1 1 3; 1 3 -3; -2 -4 -4] by elementary row transformations."},
       {"Trace the curve r = a(1 + cos t).",
        "If y = sin^-1 x, prove that (1 - x^2) y(n+2) - (2n + 1) x y(n+1) - n^2 y(n) = 0."},
       {"Expand f(x, y) = tan^-1(y/x) about the point (1, 1) using Taylor's theorem up to the second degree "
        "terms.",
        "Find the maxima and minima of f(x, y) = x^3 + y^3 - 3axy."},
       {"Change the order of integration in I = Int(0 to inf) Int(0 to x) x e^(-x^2/y) dy dx and hence "
        "evaluate it.",
        "Using the Beta and Gamma functions, evaluate the integral of sin^5 x cos^3 x from 0 to pi/2."},
       {"State Stokes' theorem and verify it for F = (x^2 + y^2) i - 2xy j taken around the rectangle bounded "
        "by x = -a, x = a, y = 0 and y = b.",
        "Prove that div(curl F) = 0 and curl(grad f) = 0."}}}},
    {"BAS103",
     "2021-22",
     false,
     {"Find the eigenvalues of the matrix A = [3 4; 4 -3].", "Find the rank of the matrix A = [1 2 3; 2 4 6; 3 6 9].",
      "If y = sin(ax) + cos(ax), show that y(n) = a^n [1 + (-1)^n sin(2ax)]^(1/2).",
      "If z = f(x + ct) + g(x - ct), show that ztt = c^2 zxx.",
      "Write the conditions for a function f(x, y) to have a maximum or a minimum at a point.",
      "Prove that Beta(m, n) = Beta(n, m).",
      "Find the directional derivative of f = x^2 yz + 4xz^2 at the point (1, -2, -1) in the direction of "
      "2i - j - 2k."},
     {"Verify the Cayley-Hamilton theorem for the matrix A = [2 -1 1; -1 2 -1; 1 -1 2] and hence find A^-1.",
      "If u = tan^-1((x^3 + y^3)/(x - y)), prove that x ux + y uy = sin 2u.",
      "Find the Taylor series expansion of x^2 y + 3y - 2 in powers of (x - 1) and (y + 2).",
      "Evaluate the double integral of r sin t over the area of the cardioid r = a(1 - cos t) above the "
      "initial line.",
      "Show that F = (y^2 cos x + z^3) i + (2y sin x - 4) j + (3xz^2 + 2) k is irrotational and find its "
      "scalar potential."},
     {{{"Show that the matrix A = [1 1 3; 1 5 1; 3 1 1] is diagonalisable and find the matrix P for which "
        "P^-1 A P is diagonal.",
        "For what values of k does the system x + y + z = 1, 2x + y + 4z = k, 4x + y + 10z = k^2 have a "
        "solution? Solve it completely in each case."},
       {"State and prove Euler's theorem for homogeneous functions.", "Trace the curve x^3 + y^3 = 3axy."},
       {"If u = x^2 - 2y, v = x + y + z and w = x - 2y + 3z, find the Jacobian of (u, v, w) with respect to "
        "(x, y, z).",
        "Find the volume of the largest rectangular parallelepiped that can be inscribed in the ellipsoid "
        "x^2/a^2 + y^2/b^2 + z^2/c^2 = 1."},
       {"Find the volume of the sphere x^2 + y^2 + z^2 = a^2 by triple integration in spherical polar "
        "coordinates.",
        "Prove that Gamma(1/2) is the square root of pi."},
       {"Verify Green's theorem for the integral of (xy + y^2) dx + x^2 dy around the closed curve C bounded by "
        "y = x and y = x^2.",
        "Evaluate the line integral of F = x^2 i + xy j from (0, 0) to (1, 1) along the line y = x."}}}},
}};

const Paper* find_paper(const std::string& code, const std::string& session) {
  for (const auto& p : kPapers)
    if (code == p.code && session == p.session) return &p;
  return nullptr;
}

// ------------------------------------------------------------------------------ layout

// Cells of a line: label at the margin, then question text, marks (right-aligned), CO, a
// right-aligned header item and a centred heading (see core::PdfLayout::tab_stops).
const core::PdfLayout& paper_layout() {
  static const core::PdfLayout layout = [] {
    core::PdfLayout l;
    l.title_heading = false;
    l.font_size = 11;
    l.leading = 16;
    // Helvetica is set with a substitute face wherever it is not installed, whose wider glyphs
    // crowd the spaces: a little word spacing keeps words apart, for readers and for OCR.
    l.word_spacing = 1.5;
    using A = core::PdfTabStop::Align;
    l.tab_stops = {{88, A::left}, {488, A::right}, {500, A::left}, {539, A::right}, {297.5, A::center}};
    return l;
  }();
  return layout;
}
constexpr double kTextWidth = 387;  // question text from x = 88 up to the marks column
constexpr double kLineWidth = 483;  // the margins' width, for the Note

// Words of text in lines no wider than width.
std::vector<std::string> wrap(const std::string& text, double width) {
  std::vector<std::string> out(1);
  std::size_t i = 0;
  while (i < text.size()) {
    const auto space = text.find(' ', i);
    const std::string word = text.substr(i, space == std::string::npos ? std::string::npos : space - i);
    i = space == std::string::npos ? text.size() : space + 1;
    const std::string joined = out.back().empty() ? word : out.back() + " " + word;
    if (!out.back().empty() && core::pdf_text_width(joined, paper_layout()) > width)
      out.push_back(word);
    else
      out.back() = joined;
  }
  return out;
}

// A line with `right` at the right margin (the fifth cell) after the cells of `left`.
std::string right(const std::string& left, const std::string& right) {
  return left + std::string(4 - std::count(left.begin(), left.end(), '\t'), '\t') + right;
}
std::string centred(const std::string& text) { return "\t\t\t\t\t" + text; }

void question(std::vector<std::string>& lines, const std::string& label, const std::string& text, int marks, int co) {
  const auto parts = wrap(text, kTextWidth);
  lines.push_back(label + "\t" + parts[0] + "\t" + std::to_string(marks) + "\tCO" + std::to_string(co));
  for (std::size_t i = 1; i < parts.size(); ++i) lines.push_back("\t" + parts[i]);
}

std::string roman(int n) {
  constexpr std::array<const char*, 9> numerals = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"};
  return n >= 1 && n <= 9 ? numerals[n - 1] : std::to_string(n);
}

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// "223301" for BCS301 of 2022-23: the session's year and the code's digits, as AKTU's paper
// ids carry both.
std::string paper_id(const std::string& code, const std::string& session) {
  std::string digits;
  for (char c : code)
    if (std::isdigit(static_cast<unsigned char>(c))) digits += c;
  return "2" + session.substr(2, 2) + digits;
}

std::vector<std::string> paper_lines(const catalog::Subject& s, const Paper& p) {
  std::vector<std::string> lines = {
      right("Printed Pages: ", "Sub Code: " + s.code),  // the page count is filled in below
      right("Paper Id: " + paper_id(s.code, p.session), "Roll No. _ _ _ _ _ _ _ _ _ _ _ _ _"),
      "",
      centred("B.TECH (SEM " + roman(s.semester) + ") THEORY EXAMINATION " + p.session),
      centred(upper(s.name)),
      right("Time: 3 Hours", "Total Marks: 70"),
  };
  for (const auto& l :
       wrap("Note: Attempt all Sections. If you require any missing data, then choose suitably.", kLineWidth))
    lines.push_back(l);
  lines.insert(lines.end(), {"", centred("SECTION A"), right("1.\tAttempt all questions in brief.", "2 x 7 = 14"),
                             "Q no.\tQuestion\tMarks\tCO"});
  for (std::size_t i = 0; i < p.a.size(); ++i)
    question(lines, std::string(1, static_cast<char>('a' + i)) + ".", p.a[i], 2, kSectionACos[i]);
  lines.insert(lines.end(), {"", centred("SECTION B"), right("2.\tAttempt any three of the following:", "7 x 3 = 21"),
                             "Q no.\tQuestion\tMarks\tCO"});
  for (std::size_t i = 0; i < p.b.size(); ++i)
    question(lines, std::string(1, static_cast<char>('a' + i)) + ".", p.b[i], 7, static_cast<int>(i) + 1);
  lines.insert(lines.end(), {"", centred("SECTION C")});
  for (std::size_t q = 0; q < p.c.size(); ++q) {
    if (q > 0) lines.emplace_back("");
    lines.push_back(right(std::to_string(q + 3) + ".\tAttempt any one part of the following:", "7 x 1 = 7"));
    if (q == 0) lines.emplace_back("Q no.\tQuestion\tMarks\tCO");
    for (std::size_t part = 0; part < 2; ++part)
      question(lines, std::string("(") + static_cast<char>('a' + part) + ")", p.c[q][part], 7, static_cast<int>(q) + 1);
  }
  lines[0] = right("Printed Pages: " + std::to_string(core::pdf_page_count(lines.size(), paper_layout())),
                   "Sub Code: " + s.code);
  return lines;
}

}  // namespace

std::vector<std::string> question_paper_sessions(const std::string& code) {
  std::vector<std::string> out;
  for (const auto& p : kPapers)
    if (code == p.code) out.emplace_back(p.session);
  std::sort(out.rbegin(), out.rend());  // "2023-24" before "2022-23"
  return out;
}

bool question_paper_is_scanned(const std::string& code, const std::string& session) {
  const Paper* p = find_paper(code, session);
  return p && p->scanned;
}

std::string question_paper_pdf(const catalog::Subject& subject, const std::string& session) {
  const Paper* p = find_paper(subject.code, session);
  if (!p) throw std::out_of_range("no demo question paper for " + subject.code + " " + session);
  const std::string title = subject.code + " " + subject.name + " (" + session + ")";
  const std::string pdf = core::make_pdf(title, paper_lines(subject, *p), paper_layout());
  return p->scanned ? scanned_copy(pdf, 200) : pdf;
}

std::string scanned_copy(const std::string& pdf, double dpi) {
  // poppler reads the bytes in place: pdf outlives the document.
  std::unique_ptr<poppler::document> doc(
      poppler::document::load_from_raw_data(pdf.data(), static_cast<int>(pdf.size())));
  if (!doc) throw std::runtime_error("scanned_copy: poppler cannot read the PDF");
  poppler::page_renderer renderer;
  renderer.set_image_format(poppler::image::format_gray8);
  renderer.set_render_hints(poppler::page_renderer::antialiasing | poppler::page_renderer::text_antialiasing);
  std::vector<core::GrayImage> pages;
  for (int i = 0; i < doc->pages(); ++i) {
    std::unique_ptr<poppler::page> page(doc->create_page(i));
    const poppler::image image = page ? renderer.render_page(page.get(), dpi, dpi) : poppler::image();
    if (!image.is_valid() || image.format() != poppler::image::format_gray8)
      throw std::runtime_error("scanned_copy: poppler cannot render page " + std::to_string(i + 1));
    core::GrayImage gray;
    gray.width = image.width();
    gray.height = image.height();
    gray.pixels.resize(static_cast<std::size_t>(gray.width) * gray.height);
    const int shadow = static_cast<int>(dpi / 4);  // a quarter inch of binding shadow on the left
    for (int y = 0; y < gray.height; ++y) {
      const auto* row = reinterpret_cast<const unsigned char*>(image.const_data()) + y * image.bytes_per_row();
      auto* out = gray.pixels.data() + static_cast<std::size_t>(y) * gray.width;
      for (int x = 0; x < gray.width; ++x) {
        // Ink is not quite black and the paper not quite white: 0..255 becomes 24..236, a
        // little darker towards the binding.
        int v = 24 + row[x] * (236 - 24) / 255;
        if (x < shadow) v -= (shadow - x) * 40 / shadow;
        out[x] = static_cast<std::uint8_t>(std::clamp(v, 0, 255));
      }
    }
    pages.push_back(std::move(gray));
  }
  return core::make_image_pdf(pages, dpi);
}

}  // namespace pathshala::seed
