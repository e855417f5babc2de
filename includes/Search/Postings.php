<?php
/**
 * The packed binary formats of the postings and misspelling tables.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Postings are stored one row per word per block of 4096 consecutive object ids, keyed by the
 * word itself (a word found once costs one small row, not a dictionary entry as well), the row
 * holding one 32-bit entry per object: its offset in the block (12 bits), its field bits with
 * LEAD and POST (11 bits) and a popularity code (9 bits). A word's postings are read as a few
 * blobs instead of thousands of rows, and unpacked by PHP's C code in one call. Popularity sits
 * in every entry because ranking needs it for every tie, and ties run to thousands for common
 * words. Removing an object rewrites only the rows of its block.
 *
 * The misspelling table keeps each deletion form as a 4-byte hash next to its word's id, packed
 * into a fixed number of buckets. Pure PHP: the fast endpoint uses it without WordPress.
 */
final class Postings {

	/**
	 * Object ids per block are 2^BLOCK_BITS, so an entry stores the offset in two bytes.
	 */
	public const BLOCK_BITS = 12;

	/**
	 * Bytes of one posting entry.
	 */
	public const ENTRY = 4;

	/**
	 * Where the field bits start in an entry, and where the popularity code starts.
	 */
	public const FLAGS_SHIFT      = 12;
	public const POPULARITY_SHIFT = 23;

	/**
	 * Buckets of the misspelling table.
	 */
	public const TYPO_BUCKETS = 16384;

	/**
	 * A bit beside the field bits (Indexer::FIELDS) on the first word of a title, so that titles
	 * starting with the query rank first without a column of folded titles.
	 */
	public const LEAD = 1 << 9;

	/**
	 * A bit beside the field bits in every entry of a post or page, so that a search tells
	 * products from posts while it ranks, and counts the products it matched.
	 */
	public const POST = 1 << 10;

	/**
	 * The byte a letter's row starts with (see letter()): no indexed word holds it. Alone, the
	 * word of a row without entries in block 0 that marks an index holding letters' rows in
	 * every block: a rebuild writes it first, and so does a new install, whose index is empty.
	 * An index from before, kept while the rebuild that follows runs, has none: a search then
	 * expands a letter to the words it starts, as it does a longer word.
	 */
	public const LETTER = "\x01";

	/**
	 * The byte a row's head starts with (see head()).
	 */
	public const HEAD = "\x02";

	/**
	 * Entries of a row's head (see head()).
	 */
	public const HEAD_ENTRIES = 512;

	/**
	 * Highest popularity an entry holds.
	 */
	public const MAX_POPULARITY = 4294967295;

	/**
	 * The word of a letter's row: every object holding a word that starts with the letter has
	 * one entry there, whose field bits are those of all its words starting with it (LEAD when
	 * its title starts with it). A query word of one letter stands for every word the letter
	 * starts, in one row per block instead of the rows of each of its words.
	 *
	 * @param int|string $word A folded word, or the letter alone (words of digits are integer keys).
	 */
	public static function letter( int|string $word ): string {
		return self::LETTER . mb_substr( (string) $word, 0, 1, 'UTF-8' );
	}

	/**
	 * The word of a row's head, or null for a row without one. A row of more than twice
	 * HEAD_ENTRIES entries in popularity order has a head beside it: a row of its own holding a
	 * copy of its first HEAD_ENTRIES entries, its best sellers. The database keeps a large
	 * entry list out of its row, compressed, and unpacks the whole of it to give even its first
	 * bytes (a tenth of a millisecond for a row of 4,000 entries); a head is small enough to stay
	 * in its row. A search wanting a row's best sellers reads its head instead.
	 *
	 * The head's `entries` are those of its row when the head was written: a row appended to
	 * since (whose new entries are not in order) no longer has as many, and is read itself.
	 * Whatever rewrites a row in order writes its head again.
	 *
	 * @param int|string $word    The row's word (words of digits are integer keys).
	 * @param int        $entries Entries of the row.
	 */
	public static function head( int|string $word, int $entries ): ?string {
		$word = (string) $word;
		if ( $entries <= 2 * self::HEAD_ENTRIES || Text::length( $word ) >= Text::MAX_TOKEN ) {
			return null;
		}
		return self::HEAD . $word;
	}

	/**
	 * The block an object's postings are stored in.
	 *
	 * @param int $object_id Object id.
	 */
	public static function block( int $object_id ): int {
		return $object_id >> self::BLOCK_BITS;
	}

	/**
	 * The offset of an object in its block.
	 *
	 * @param int $object_id Object id.
	 */
	public static function offset( int $object_id ): int {
		return $object_id & ( ( 1 << self::BLOCK_BITS ) - 1 );
	}

	/**
	 * One packed posting entry.
	 *
	 * @param int $object_id  Object id.
	 * @param int $fields     Field bits (Indexer::FIELDS), LEAD and POST.
	 * @param int $popularity Popularity, clamped to 0..MAX_POPULARITY.
	 */
	public static function entry( int $object_id, int $fields, int $popularity ): string {
		return pack( 'V', self::offset( $object_id ) | ( ( $fields & 0x7FF ) << self::FLAGS_SHIFT ) | ( self::popularity( $popularity ) << self::POPULARITY_SHIFT ) );
	}

	/**
	 * Popularity in 9 bits, in the same order: exact below 64, above that its 6 leading bits and
	 * how far they were shifted, so sales tie only when within about 3 % of each other (and from
	 * 1,048,576 up). Ties then go to the lower id.
	 *
	 * @param int $popularity Popularity, clamped to 0..MAX_POPULARITY.
	 */
	public static function popularity( int $popularity ): int {
		$popularity = max( 0, min( $popularity, self::MAX_POPULARITY ) );
		if ( $popularity < 64 ) {
			return $popularity;
		}
		$shift = 1;
		while ( ( $popularity >> $shift ) >= 64 ) {
			++$shift;
		}
		return min( 511, ( $shift << 5 ) + ( $popularity >> $shift ) );
	}

	/**
	 * The entries of one posting row, unpacked.
	 *
	 * @param int    $block Block of the row.
	 * @param string $data  Packed entries.
	 * @return list<array{0: int, 1: int, 2: int}> Object id, field bits, popularity code.
	 */
	public static function decode( int $block, string $data ): array {
		$out  = array();
		$base = $block << self::BLOCK_BITS;
		foreach ( self::raw( $data ) as $entry ) {
			$out[] = array( $base | ( $entry & 0xFFF ), ( $entry >> self::FLAGS_SHIFT ) & 0x7FF, $entry >> self::POPULARITY_SHIFT );
		}
		return $out;
	}

	/**
	 * The row's entries as a 1-based list of unsigned 32-bit values, one per entry: the fastest
	 * form for the search loop to walk.
	 *
	 * @param string $data Packed entries.
	 * @return array<int, int>
	 */
	public static function raw( string $data ): array {
		$data = substr( $data, 0, intdiv( strlen( $data ), self::ENTRY ) * self::ENTRY );
		if ( '' === $data ) {
			return array();
		}
		$values = unpack( 'V*', $data );
		return false === $values ? array() : $values;
	}

	/**
	 * The entries of a row in popularity order, the best seller first (and, among equals, by
	 * their other bits, highest first): the order a row is kept in once the rebuild has finished
	 * it, so a search that wants only the objects from some popularity up stops at the first
	 * entry below it instead of walking the whole row (see walk()).
	 *
	 * @param string $data Packed entries.
	 */
	public static function order( string $data ): string {
		$values = self::raw( $data );
		if ( count( $values ) < 2 ) {
			return substr( $data, 0, count( $values ) * self::ENTRY );
		}
		rsort( $values );
		return pack( 'V*', ...$values );
	}

	/**
	 * The popularity code of the entry at an index of packed entries, read from the bytes alone:
	 * the entry's top 9 bits, its last byte and the top bit of the one before.
	 *
	 * @param string $data  Packed entries.
	 * @param int    $index Entry index.
	 */
	public static function popularity_at( string $data, int $index ): int {
		$at = $index * self::ENTRY;
		return ( ord( $data[ $at + 3 ] ) << 1 ) | ( ord( $data[ $at + 2 ] ) >> 7 );
	}

	/**
	 * The entries of a row a search needs when only objects from a popularity code up can
	 * still change its answer: of the leading $sorted entries, kept in popularity order, those
	 * down to the first below $least (found by halving, without unpacking the rest), then every
	 * entry after them, which edits appended in no order. The same entries from $least up as
	 * raw() gives, and perhaps some below it from the unordered tail for the caller to pass over.
	 *
	 * @param string $data   Packed entries.
	 * @param int    $sorted Leading entries in popularity order (the row's `sorted` column).
	 * @param int    $least  Lowest popularity code wanted (0 for every entry).
	 * @return array<int, int> As raw().
	 */
	public static function walk( string $data, int $sorted, int $least ): array {
		$count  = intdiv( strlen( $data ), self::ENTRY );
		$sorted = min( max( 0, $sorted ), $count );
		if ( $least < 1 || $sorted < 1 ) {
			return self::raw( $data );
		}
		$low  = 0;
		$high = $sorted;
		while ( $low < $high ) {
			$mid = ( $low + $high ) >> 1;
			if ( self::popularity_at( $data, $mid ) >= $least ) {
				$low = $mid + 1;
			} else {
				$high = $mid;
			}
		}
		if ( $low === $count ) {
			return self::raw( $data );
		}
		return self::raw( substr( $data, 0, $low * self::ENTRY ) . substr( $data, $sorted * self::ENTRY, ( $count - $sorted ) * self::ENTRY ) );
	}

	/**
	 * The row's kinds of entry, kept beside it: each set of flag bits (fields, LEAD, POST) its
	 * entries have, with the highest popularity code among the entries that have it, packed
	 * four bytes each (bits in the low 11, code above), in bit order.
	 *
	 * The summary's field bits are every bit any entry has; few objects hold a word in every
	 * field at once, so a score worked from them promises more than any object of the row can
	 * reach. From these a search works out what the row's best entry can really score, and
	 * that some object of the row scores at least a given amount (see BlockBounds::ceilings()).
	 *
	 * @param string $data Packed entries.
	 */
	public static function combos( string $data ): string {
		$best = array();
		foreach ( self::raw( $data ) as $entry ) {
			$bits          = ( $entry >> self::FLAGS_SHIFT ) & 0x7FF;
			$pop           = $entry >> self::POPULARITY_SHIFT;
			$best[ $bits ] = max( $best[ $bits ] ?? 0, $pop );
		}
		ksort( $best );
		$out = '';
		foreach ( $best as $bits => $pop ) {
			$out .= pack( 'V', $bits | ( $pop << 11 ) );
		}
		return $out;
	}

	/**
	 * Rows with fewer entries than this keep a copy of their entries instead of bitmaps (see
	 * holders()): bitmaps would take more room than the entries.
	 */
	public const BITMAP_MIN = 128;

	/**
	 * Bytes of a bitmap: a bit for each offset of a block.
	 */
	public const BITMAP_BYTES = 512;

	/**
	 * What a row keeps beside its entries to tell which objects of its block hold the word, by
	 * kind of entry: its bitmaps (see bitmap()) from BITMAP_MIN entries up, else a copy of its
	 * entries, which is smaller and from which a search works the bitmaps out (see kind_maps()).
	 * Either is read with the row's summary, without the entries themselves, which a common
	 * word's rows hold by the thousand.
	 *
	 * A search can then tell, with string operations alone instead of reading entries, how many
	 * objects hold two words, which kinds of entry of two words some object holds together (so
	 * what the block's best object can really score, and which objects those are), and which
	 * kind of entry an object it has already found has in a row (so how much the row adds to
	 * it), see WayRanker::leaves() and AllWordsMatcher::tally().
	 *
	 * @param string $data Packed entries.
	 */
	public static function holders( string $data ): string {
		$data = substr( $data, 0, intdiv( strlen( $data ), self::ENTRY ) * self::ENTRY );
		return strlen( $data ) < self::BITMAP_MIN * self::ENTRY ? $data : self::bitmap( $data );
	}

	/**
	 * Which objects of its block a row holds, for each of its kinds of entry (see combos()): one
	 * bitmap per kind, in the kinds' bit order, each with a bit per offset (offset 8 * i + j is
	 * bit j of byte i). '' for a row of fewer than $min entries.
	 *
	 * @param string $data Packed entries.
	 * @param int    $min  Fewest entries.
	 */
	public static function bitmap( string $data, int $min = self::BITMAP_MIN ): string {
		$entries = self::raw( $data );
		if ( count( $entries ) < max( 1, $min ) ) {
			return '';
		}
		$kinds = array();
		foreach ( $entries as $entry ) {
			$kinds[ ( $entry >> self::FLAGS_SHIFT ) & 0x7FF ] = true;
		}
		ksort( $kinds );
		$start = array();
		foreach ( array_keys( $kinds ) as $index => $bits ) {
			$start[ $bits ] = $index * self::BITMAP_BYTES;
		}
		$bytes = array_fill( 0, count( $kinds ) * self::BITMAP_BYTES, 0 );
		foreach ( $entries as $entry ) {
			$offset        = $entry & ( ( 1 << self::BLOCK_BITS ) - 1 );
			$at            = $start[ ( $entry >> self::FLAGS_SHIFT ) & 0x7FF ] + ( $offset >> 3 );
			$bytes[ $at ] |= 1 << ( $offset & 7 );
		}
		return pack( 'C*', ...$bytes );
	}

	/**
	 * The offsets a bitmap has a bit for, in order.
	 *
	 * @param string $bitmap One bitmap (see bitmap()).
	 * @return list<int>
	 */
	public static function offsets( string $bitmap ): array {
		static $bits_of = null;
		if ( null === $bits_of ) {
			$bits_of = array( array() );
			for ( $byte = 1; $byte < 256; $byte++ ) {
				$bits_of[ $byte ] = array_values( array_filter( range( 0, 7 ), static fn( int $bit ): bool => ( $byte & ( 1 << $bit ) ) > 0 ) );
			}
		}
		$out    = array();
		$length = strlen( $bitmap );
		// Only the bytes with a bit set are looked at: strspn() skips the rest.
		for ( $at = strspn( $bitmap, "\0" ); $at < $length; $at += 1 + strspn( $bitmap, "\0", $at + 1 ) ) {
			foreach ( $bits_of[ ord( $bitmap[ $at ] ) ] as $bit ) {
				$out[] = ( $at << 3 ) | $bit;
			}
		}
		return $out;
	}

	/**
	 * What a row keeps of its objects (see holders()) as one bitmap per kind of entry, or an
	 * empty list when the row keeps nothing or it does not match the row's kinds (a row
	 * appended to since, or one written by an index layout that kept a single bitmap per row).
	 *
	 * @param string          $holders What the row keeps.
	 * @param array<int, int> $kinds   The row's kinds of entry (see combo_list()).
	 * @return array<int, string> Bitmap by flag bits.
	 */
	public static function kind_maps( string $holders, array $kinds ): array {
		$copy   = self::copied( $holders );
		$bitmap = '' === $copy ? $holders : self::bitmap( $copy, 1 );
		if ( '' === $bitmap || array() === $kinds || strlen( $bitmap ) !== count( $kinds ) * self::BITMAP_BYTES ) {
			return array();
		}
		return array_combine( array_keys( $kinds ), str_split( $bitmap, self::BITMAP_BYTES ) );
	}

	/**
	 * The entries a small row keeps a copy of (see holders()), or '' when it keeps bitmaps or
	 * nothing. A copy is shorter than one bitmap; bitmaps are whole bitmaps.
	 *
	 * @param string $holders What the row keeps.
	 */
	public static function copied( string $holders ): string {
		return strlen( $holders ) < self::BITMAP_MIN * self::ENTRY && 0 === strlen( $holders ) % self::ENTRY ? $holders : '';
	}

	/**
	 * The objects a row holds, whatever their kind of entry: the union of its kinds' bitmaps.
	 *
	 * @param array<int, string> $maps Bitmap by flag bits (see kind_maps()).
	 */
	public static function union( array $maps ): string {
		$all = '';
		foreach ( $maps as $map ) {
			$all = '' === $all ? $map : $all | $map;
		}
		return $all;
	}

	/**
	 * How many bits are set in some bitmaps (or their intersections).
	 *
	 * @param string $bits Bitmap bytes.
	 */
	public static function ones( string $bits ): int {
		static $in_byte = null;
		if ( null === $in_byte ) {
			$in_byte = array( 0 );
			for ( $byte = 1; $byte < 256; $byte++ ) {
				$in_byte[ $byte ] = ( $byte & 1 ) + $in_byte[ $byte >> 1 ];
			}
		}
		$ones = 0;
		foreach ( count_chars( $bits, 1 ) as $byte => $times ) {
			$ones += $in_byte[ $byte ] * $times;
		}
		return $ones;
	}

	/**
	 * A row's kinds of entry (see combos()), the highest code of each set of bits. Entries
	 * appended to the row add theirs at the end, so a set of bits may come more than once.
	 *
	 * @param string $combos Packed kinds.
	 * @return array<int, int> Highest popularity code by flag bits, in bit order.
	 */
	public static function combo_list( string $combos ): array {
		$out = array();
		foreach ( self::raw( $combos ) as $value ) {
			$bits         = $value & 0x7FF;
			$out[ $bits ] = max( $out[ $bits ] ?? 0, $value >> 11 );
		}
		ksort( $out );
		return $out;
	}

	/**
	 * What the entries of a row can add to a search, kept beside the row so a search can tell
	 * which blocks cannot reach its best results without reading them: for products and for
	 * posts apart, every field bit any of their entries has (with LEAD), their highest
	 * popularity code, and the highest popularity code of those with the word in their title.
	 * 0 when the row has no entry of that kind (or none with the word in its title).
	 *
	 * The titles' own ceiling matters because titles rank first: a word most descriptions hold
	 * is in a few titles per block, and when the best sellers holding it in their description
	 * are not the ones holding it in their title, the row's highest popularity says nothing
	 * about how high its titles can rank.
	 *
	 * @param string $data Packed entries.
	 * @return array{0: int, 1: int, 2: int, 3: int, 4: int, 5: int} Product field bits, product popularity, post field bits, post popularity, product title popularity, post title popularity.
	 */
	public static function summary( string $data ): array {
		$out   = array( 0, 0, 0, 0, 0, 0 );
		$title = Indexer::FIELDS['title'];
		foreach ( self::raw( $data ) as $entry ) {
			$bits       = ( $entry >> self::FLAGS_SHIFT ) & 0x7FF;
			$kind       = ( $bits & self::POST ) > 0 ? 1 : 0;
			$at         = 2 * $kind;
			$pop        = $entry >> self::POPULARITY_SHIFT;
			$out[ $at ] = $out[ $at ] | ( $bits & ~self::POST );
			if ( $pop > $out[ $at + 1 ] ) {
				$out[ $at + 1 ] = $pop;
			}
			if ( ( $bits & $title ) > 0 && $pop > $out[ 4 + $kind ] ) {
				$out[ 4 + $kind ] = $pop;
			}
		}
		return $out;
	}

	/**
	 * The row without the entries of some objects.
	 *
	 * @param string            $data    Packed entries.
	 * @param array<int, mixed> $offsets Offsets in the block (see offset()) to remove, as keys.
	 */
	public static function without( string $data, array $offsets ): string {
		if ( '' === $data ) {
			return '';
		}
		$kept = '';
		foreach ( str_split( $data, self::ENTRY ) as $entry ) {
			if ( strlen( $entry ) !== self::ENTRY ) {
				continue;
			}
			$offset = ( ord( $entry[0] ) | ( ord( $entry[1] ) << 8 ) ) & 0xFFF;
			if ( ! isset( $offsets[ $offset ] ) ) {
				$kept .= $entry;
			}
		}
		return $kept;
	}

	/**
	 * The 4-byte key of a deletion form.
	 *
	 * @param string $variant A word with one letter left out.
	 */
	public static function typo_key( string $variant ): int {
		return crc32( $variant );
	}

	/**
	 * The bucket a deletion form's key lives in.
	 *
	 * @param int $key Key from typo_key().
	 */
	public static function typo_bucket( int $key ): int {
		return $key % self::TYPO_BUCKETS;
	}

	/**
	 * One packed misspelling entry.
	 *
	 * @param int $key      Key of the deletion form.
	 * @param int $token_id Id of the word it comes from.
	 */
	public static function typo_entry( int $key, int $token_id ): string {
		return pack( 'VV', $key, $token_id );
	}

	/**
	 * Word ids in a bucket whose key is one of the keys.
	 *
	 * @param string            $data Packed entries of a bucket.
	 * @param array<int, mixed> $keys Keys looked for, as keys.
	 * @return list<int>
	 */
	public static function typo_matches( string $data, array $keys ): array {
		$data = substr( $data, 0, intdiv( strlen( $data ), 8 ) * 8 );
		if ( '' === $data ) {
			return array();
		}
		$values = unpack( 'V*', $data );
		if ( false === $values ) {
			return array();
		}
		$out = array();
		$end = count( $values );
		for ( $i = 1; $i < $end; $i += 2 ) {
			if ( isset( $keys[ $values[ $i ] ] ) ) {
				$out[] = $values[ $i + 1 ];
			}
		}
		return $out;
	}
}
