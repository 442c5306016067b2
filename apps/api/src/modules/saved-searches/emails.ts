// The e-mail of saved searches: SAVED_SEARCH_MATCHED lists the new pieces a search matched, as
// they are when it is sent (a piece sold meanwhile is left out; if none is left, or the search
// was deleted, nothing is sent).
import { categorySlug } from '@shop/shared/slug';
import type { Category } from '@shop/shared/enums';
import {
  defineEmail,
  NoLongerNeeded,
  queuedNumber,
  queuedText,
  savedSearchMatchedEmail,
} from '../mail/index.ts';
import { getProductsByIds } from '../products/index.ts';
import * as repo from './repository.ts';

export const savedSearchEmails = [
  defineEmail({
    kind: 'SAVED_SEARCH_MATCHED',
    about: 'account',
    load: async (email, { db, clock }, context) => {
      const search = await repo.searchById(db, queuedNumber(email, 'savedSearchId'));
      if (!search) throw new NoLongerNeeded('the saved search was deleted');
      const ids = email.data.productIds;
      const productIds = Array.isArray(ids) ? ids.filter((id) => typeof id === 'number') : [];
      const products = await getProductsByIds(db, productIds, clock.now(), { staff: false });
      const pieces = products
        .filter((product) => product.status === 'AVAILABLE')
        .map((product) => ({ id: product.id, name: product.name, price: product.price }));
      if (pieces.length === 0) throw new NoLongerNeeded('every piece is gone already');
      const where = search.term
        ? `/search?${new URLSearchParams({ term: search.term }).toString()}`
        : search.category
          ? `/category/${encodeURIComponent(categorySlug(search.category as Category))}`
          : '/collections';
      return {
        search: { name: search.name },
        pieces,
        searchUrl: `${context.shopUrl}${where}`,
        withdrawToken: queuedText(email, 'withdrawToken'),
      };
    },
    render: savedSearchMatchedEmail,
  }),
];
