<?php
/**
 * The 260 fixed search queries the benchmarks share (tests/bench/search.php and
 * tests/bench/search-engine.php). Loaded after catalogue.php, whose words they are made of.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

/**
 * The fixed query set: prefixes, whole words, pairs, SKUs, misspellings, no-result queries,
 * words most descriptions hold, a word and the start of the next (three letters, or only one
 * or two), pairs of words no product holds together, six-word partial matches, and single
 * letters.
 *
 * @return list<array{0: string, 1: string}> Kind and query.
 */
function shopwright_bench_queries(): array {
	$queries = array();
	foreach ( array_slice( SHOPWRIGHT_BENCH_NOUN, 0, 40 ) as $i => $noun ) {
		$queries[] = array( 'prefix', substr( $noun, 0, 3 + $i % 3 ) );
		$queries[] = array( 'word', $noun );
	}
	foreach ( array_slice( SHOPWRIGHT_BENCH_ADJ, 0, 30 ) as $i => $adj ) {
		$queries[] = array( 'pair', $adj . ' ' . SHOPWRIGHT_BENCH_NOUN[ ( $i * 3 ) % count( SHOPWRIGHT_BENCH_NOUN ) ] );
	}
	for ( $i = 0; $i < 30; $i++ ) {
		$queries[] = array( 'sku', sprintf( 'SW-%06d', ( $i * 331 ) % 10000 ) );
	}
	$words = array_values( array_filter( array_merge( SHOPWRIGHT_BENCH_NOUN, SHOPWRIGHT_BENCH_ADJ ), static fn( string $w ): bool => strlen( $w ) >= 5 ) );
	for ( $i = 0; $i < 40; $i++ ) {
		$word      = $words[ ( $i * 7 ) % count( $words ) ];
		$at        = 1 + $i % ( strlen( $word ) - 2 );
		$queries[] = array( 'typo', 0 === $i % 2 ? substr( $word, 0, $at ) . 'x' . substr( $word, $at + 1 ) : substr( $word, 0, $at ) . substr( $word, $at + 1 ) );
	}
	for ( $i = 0; $i < 20; $i++ ) {
		$queries[] = array( 'none', 'qz' . substr( md5( (string) $i ), 0, 6 ) . 'vk' );
	}
	// Words most descriptions hold: what indexing descriptions costs (they match only there).
	foreach ( array( 'workshop', 'materials', 'shipping', 'warranty', 'packaging', 'customers', 'natural', 'studio', 'wor', 'mate' ) as $word ) {
		$queries[] = array( 'common', $word );
	}
	// A word and the start of the next, as a shopper types them.
	for ( $i = 0; $i < 10; $i++ ) {
		$queries[] = array( 'typing', SHOPWRIGHT_BENCH_ADJ[ ( $i * 3 + 1 ) % count( SHOPWRIGHT_BENCH_ADJ ) ] . ' ' . substr( SHOPWRIGHT_BENCH_NOUN[ ( $i * 7 + 3 ) % count( SHOPWRIGHT_BENCH_NOUN ) ], 0, 3 ) );
	}
	// A word and the first letter or two of the next: the box asks as soon as the whole text has
	// its minimum of characters, so these are typed too.
	for ( $i = 0; $i < 10; $i++ ) {
		$queries[] = array( 'short', SHOPWRIGHT_BENCH_NOUN[ ( $i * 11 + 5 ) % count( SHOPWRIGHT_BENCH_NOUN ) ] . ' ' . substr( SHOPWRIGHT_BENCH_ADJ[ ( $i * 7 + 2 ) % count( SHOPWRIGHT_BENCH_ADJ ) ], 0, 1 + $i % 2 ) );
	}
	// Two words no product holds together (a product has one noun): the partial matches.
	for ( $i = 0; $i < 10; $i++ ) {
		$queries[] = array( 'partial', SHOPWRIGHT_BENCH_NOUN[ $i ] . ' ' . SHOPWRIGHT_BENCH_NOUN[ ( $i * 3 + 11 ) % count( SHOPWRIGHT_BENCH_NOUN ) ] );
	}
	// Six words, the most a query keeps: a description word, a style, a noun, a colour, another
	// description word and the first letter of one more. No product holds them all: partial
	// matches of many words, one of which stands for every word its letter starts.
	$body = array_values( array_unique( array_filter( preg_split( '/[^a-z]+/', strtolower( implode( ' ', SHOPWRIGHT_BENCH_BODY ) ) ), static fn( string $w ): bool => strlen( $w ) >= 4 ) ) );
	for ( $i = 0; $i < 10; $i++ ) {
		$queries[] = array( 'long', implode( ' ', array( $body[ ( $i * 7 ) % count( $body ) ], SHOPWRIGHT_BENCH_ADJ[ ( $i * 5 + 4 ) % count( SHOPWRIGHT_BENCH_ADJ ) ], SHOPWRIGHT_BENCH_NOUN[ ( $i * 9 + 2 ) % count( SHOPWRIGHT_BENCH_NOUN ) ], SHOPWRIGHT_BENCH_COLOR[ ( $i * 5 + 1 ) % count( SHOPWRIGHT_BENCH_COLOR ) ], $body[ ( $i * 11 + 3 ) % count( $body ) ], $body[ ( $i * 13 + 5 ) % count( $body ) ][0] ) ) );
	}
	// A letter alone, and two one-letter words: what the box sends with its minimum of characters
	// set low, or at three ("c m"). Each letter stands for every word it starts.
	foreach ( array( 'w', 'c', 's', 'w s', 'c m', 'a s', 's o', 'h d', 't l', 'f m' ) as $letters ) {
		$queries[] = array( 'letters', $letters );
	}
	return $queries;
}
