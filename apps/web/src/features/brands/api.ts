import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchResult,
  Brand,
  BrandOption,
  BrandPageRequest,
  CreateBrandRequest,
  PageResult,
  UpdateBrandRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/brands/* call (all POST), its query key and its hook.

export const brandKeys = createQueryKeys('brands');

export const brandsApi = {
  page: (body: BrandPageRequest) => request<PageResult<Brand>>('brands/page', body),
  options: () => request<BrandOption[]>('brands/options'),
  create: (body: CreateBrandRequest) => request<Brand>('brands/create', body),
  update: (body: UpdateBrandRequest) => request<Brand>('brands/update', body),
  delete: (ids: string[]) => request<BatchResult>('brands/delete', { ids }),
};

/** The brand picker of the product form (needs the products page's view code). */
export const useBrandOptions = (enabled = true) =>
  useQuery({ queryKey: [...brandKeys.all, 'options'], queryFn: brandsApi.options, enabled });

const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
};

export const useCreateBrand = () => useChange(brandsApi.create);
export const useUpdateBrand = () => useChange(brandsApi.update);
export const useDeleteBrands = () => useChange(brandsApi.delete);
